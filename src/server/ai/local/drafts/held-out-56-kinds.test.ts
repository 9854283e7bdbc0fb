import { describe, expect, it } from 'vitest';
import { requestedObject } from '../understanding/outside.ts';
import { converse, draftOf } from './play-conversation.ts';

// The kinds of request the stop 56 held-out batch showed failing, each fixed as a general mechanism
// and tested here on other trades and phrasings than the eval's (issue 41).

describe('a pasted question answered with the user’s yes', () => {
  it('says back what the writer asked before the answer, under a subject naming the deed', async () => {
    const [reply = ''] = await converse('alfred', [
      'M. Quéré m’écrit : « Bonjour, pouvez-vous nous installer deux climatiseurs dans le bureau avant le 15 juin ? Et à quel prix ? Merci, Hervé Quéré ». Réponds-lui que oui, c’est 2 400 € HT posés.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('**Objet :** Installation de deux climatiseurs');
    expect(draft).toContain(
      'Vous nous demandez si nous pouvons vous installer deux climatiseurs dans le bureau avant le 15 juin, et à quel prix : oui, c’est 2 400 € HT posés.',
    );
  });
});

describe('a follow-up that proposes a meeting', () => {
  it('asks for the meeting named, in place of the call the letter offers by default', async () => {
    const [reply = ''] = await converse('chip', [
      'relance m. le gall pour le devis de la cuisine envoye le 2 novembre, propose lui une visio pour en parler',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour Monsieur Le Gall,');
    expect(draft).toContain('Seriez-vous disponible pour une visioconférence dans les prochains jours');
    expect(draft).not.toContain('Un appel de 15 minutes');
  });
});

describe('leads the user calls « pistes »', () => {
  it('are ranked as deals, and named as the user names them', async () => {
    const [reply = ''] = await converse('chip', [
      'Deux pistes : Garage Moreau 6 000 € à 50 %, Ferme du Lac 2 000 € à 90 %. Je commence par laquelle ?',
    ]);
    expect(reply).toContain('Voici vos pistes classées par montant × probabilité de signer');
    expect(reply.indexOf('Garage Moreau')).toBeLessThan(reply.indexOf('Ferme du Lac'));
  });
});

describe('a review answered by whoever is asked', () => {
  it('runs the support writer for Suki, with the wrong named, the cause and the gesture', async () => {
    const [reply = ''] = await converse('suki', [
      'Une cliente a mis un avis 1 étoile sur TripAdvisor : « Une chambre froide et bruyante, très déçue ». Écris une réponse publique : on s’excuse, notre chaudière était en panne cette nuit-là, et on lui offre une nuit.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Nous vous prions de nous excuser pour cette chambre froide et bruyante');
    expect(draft).toContain('Nous avons eu une panne de chaudière cette nuit-là');
    expect(draft).toContain('nous vous offrons une nuit');
    expect(draft).not.toContain('Objet');
  });
});

describe('a post about a thing of its own, with a list after the colon', () => {
  it('opens on the thing and its day, the list as the programme', async () => {
    const [reply = ''] = await converse('suki', [
      'Post Facebook pour le nouveau menu de midi de ma crêperie : galette complète, salade et crêpe au sucre, dès lundi.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toMatch(/Le nouveau menu de midi de notre crêperie arrive dès lundi !/);
    expect(draft).toContain('Au programme : galette complète, salade et crêpe au sucre.');
  });
});

describe('a newsletter for a month to come', () => {
  it('is sent in that month, before the first date it announces, and its items make subject lines', async () => {
    const [letter = '', subjects = ''] = await converse('suki', [
      'Rédige la newsletter de février de mon institut : soins duo pour la Saint-Valentin, nouvelle gamme bio en mars.',
      'Propose-moi trois objets de mail.',
    ]);
    expect(letter).toMatch(/\*\*Envoi conseillé :\*\* mardi 2 février 2027 à 9 h\./);
    expect(subjects).toContain('Trois objets possibles pour ce mail :');
    expect(subjects).toContain('Nouvelle gamme bio en mars');
  });
});

describe('a rota over dated days, asked of the recruiter', () => {
  it('is Dot’s answer too, with each day’s team and each person’s free day', async () => {
    const [reply = ''] = await converse('dot', [
      'J’ai trois serveurs : Yanis, Nora et Enzo. On ouvre les dimanches 6 et 13 décembre et le dimanche 20 décembre. Il me faut deux personnes par dimanche et chacun veut au moins un dimanche de libre. Fais la répartition.',
    ]);
    expect(reply).toContain('| dimanche 6 décembre | 2 |');
    expect(reply).toContain('Six places pour trois personnes : chacune en fait deux.');
    expect(reply).not.toContain('novembre');
  });
});

describe('what the user says of a refusal', () => {
  it('keeps the CV for what the user says, and names a candidate by a first name of the lexicon', async () => {
    const [reply = ''] = await converse('dot', [
      'Réponds à Maëva, qui a postulé comme vendeuse, qu’on a pris quelqu’un d’autre mais qu’on garde sa candidature pour les soldes d’été.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour Maëva,');
    expect(draft).toContain(
      'nous gardons votre CV pour les soldes d’été et reviendrons vers vous à ce moment-là',
    );
  });

  it('writes a fixed-term contract with its short name', async () => {
    const [reply = ''] = await converse('dot', [
      'Attestation de travail pour Sophie Lambert, serveuse en CDD depuis le 1er septembre 2025.',
    ]);
    expect(draftOf(reply)).toContain('contrat à durée déterminée (CDD)');
  });
});

describe('a trade fair prepared', () => {
  it('is planned with an exhibitor’s milestones, named after the fair', async () => {
    const [reply = ''] = await converse('millie', [
      'On expose à la foire de Rennes du 20 au 23 mars. Dis-moi tout ce qu’il faut préparer avant, avec des dates.',
    ]);
    expect(reply).toContain('la foire de Rennes');
    expect(reply).toContain('stand réservé et dossier exposant envoyé');
    expect(reply).toContain('Logistique : planning des présences sur le stand');
  });

  it('quotes a short object back when the request is not the employee’s', () => {
    expect(
      requestedObject(
        'Je prépare le salon des vins de Nantes du 4 au 6 février avec mon associé et deux stagiaires. Aide-moi.',
      ),
    ).toBe('le salon des vins de Nantes');
  });
});
