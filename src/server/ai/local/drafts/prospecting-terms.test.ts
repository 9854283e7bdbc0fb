import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { answerWantedBy, ownedBusinesses, saleTermsOf } from './chip-clide.ts';
import { converse, draftOf } from './play-conversation.ts';

const now = new Date('2026-11-24T09:00:00Z');
const today = Math.floor(Date.UTC(2026, 10, 24) / 86_400_000);
const ask = (content: string) =>
  localAnswer({
    employee: 'chip',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('what a prospecting letter keeps of the offer’s terms', () => {
  it('reads the terms given with a price, accents restored', () => {
    expect(saleTermsOf('à 49 € par mois sans engagement, installation offerte')).toEqual([
      'sans engagement',
      'installation offerte',
    ]);
    expect(saleTermsOf('resiliable a tout moment')).toEqual(['résiliable à tout moment']);
  });

  it('counts the prospect’s own businesses', () => {
    expect(ownedBusinesses('il gere 3 pizzerias a Nantes')).toBe('3 pizzerias');
    expect(ownedBusinesses('elle tient deux boutiques')).toBe('deux boutiques');
    expect(ownedBusinesses('il a faim')).toBeNull();
  });

  it('says the day an answer is wanted by, only when an answer is asked', () => {
    expect(answerWantedBy('réponse souhaitée avant le 15 décembre', now, today)).toBe('avant le 15 décembre');
    expect(answerWantedBy('livraison avant le 15 décembre', now, today)).toBeNull();
  });

  it('a range stays a range, with what it depends on, and the answer date is in the letter', async () => {
    const { text } = await ask(
      'Propose à la mairie de Quimperlé notre prestation d’éclairage pour le marché de Noël, budget 5–7 k€ HT selon la durée, réponse souhaitée avant le 10 décembre.',
    );
    expect(text).toContain('entre 5 000 et 7 000 € HT selon la durée');
    expect(text).not.toContain('à partir de 7 000');
    expect(text).toContain('votre réponse avant le 10 décembre');
  });
});

describe('an offer told with « je propose » and its terms after a colon', () => {
  it('says the offer and its terms, never « sur site » as the subject, and a shorter one keeps them', async () => {
    const [letter = '', short = ''] = await converse('chip', [
      'Écris un mail à Mme Roux, DRH chez Transports Guérin à Rennes. Je propose des ateliers de prévention des TMS pour leurs chauffeurs : 2 h sur site, 450 € l’atelier.',
      'plus court',
    ]);
    expect(letter).toContain(
      'Je vous propose des ateliers de prévention des TMS pour vos chauffeurs : 2 h sur site, 450 €',
    );
    expect(letter).not.toMatch(/notre site/);
    expect(draftOf(short).length).toBeLessThan(draftOf(letter).length * 0.9);
    expect(short).toContain('450 €');
  });
});

describe('a proposal, its subject lines, then a fact added', () => {
  it('places a long priced offer, draws subject lines from it, and adds the fact before the closing question', async () => {
    const [first = '', subjects = '', added = ''] = await converse('chip', [
      'Prépare un mail de proposition pour le restaurant Chez Yvonne : entretien des hottes et de la chambre froide pour 120 € HT par mois, engagement 12 mois, la première visite est offerte.',
      'Propose-moi trois objets.',
      'Ajoute dans le mail que les pièces sont comprises.',
    ]);
    expect(draftOf(first)).toContain('entretien des hottes et de la chambre froide pour 120 € HT par mois');
    expect(subjects).toContain('2. Entretien des hottes et de la chambre froide pour 120 € HT par mois');
    expect(subjects).toContain('3. La première visite est offerte');
    const draft = draftOf(added);
    expect(draft).toContain('120 € HT par mois');
    expect(draft.indexOf('Les pièces sont comprises.')).toBeLessThan(draft.indexOf('Seriez-vous disponible'));
    expect(draft.indexOf('Les pièces sont comprises.')).toBeGreaterThan(draft.indexOf('120 €'));
  });
});

describe('a follow-up whose details, after the colon, tell the user’s dealings with the reader', () => {
  it('is a sales follow-up, the dealings said to the reader, nothing pasted in brackets', async () => {
    const [reply] = await converse('chip', [
      'Relance Mme Giraud : je lui ai envoyé le devis de la cuisine (8 400 € TTC) le 12 novembre, elle voulait en parler avec son mari.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Bonjour Madame Giraud');
    expect(draft).toContain('notre devis de la cuisine');
    expect(draft).toContain('Je vous ai envoyé le devis de la cuisine (8 400 € TTC) le 12 novembre');
    expect(draft).toContain('vous vouliez en parler avec votre mari');
    expect(draft).not.toMatch(/je lui|elle voulait|\(je /);
  });

  it('says « tu » to a reader the user tutoies', async () => {
    const [reply] = await converse('chip', [
      'Relance Julien, le gérant du salon Hair du Temps, on se tutoie : je lui ai présenté notre gamme de shampoings bio il y a 10 jours et il devait me dire s’il prend le pack découverte à 240 € HT.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Je t’ai présenté notre gamme de shampoings bio il y a 10 jours');
    expect(draft).toContain('tu devais me dire si tu prends le pack découverte à 240 € HT');
    expect(draft).toContain('le salon Hair du Temps');
  });
});
