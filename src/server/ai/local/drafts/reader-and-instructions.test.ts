import { describe, expect, it } from 'vitest';
import { fold } from '../french.ts';
import { civilitySaid, greetedIn, signerOf, withPastedSpellings } from '../understanding/conversation.ts';
import { extractFacts } from '../understanding/facts.ts';
import { readFollowUp } from '../understanding/follow-ups.ts';
import { newsTold } from '../understanding/news-told.ts';
import { listedCriteria, verdictsOf } from './candidate-sort.ts';
import { decisionGiven, namedInMessage } from './chip-clide.ts';
import { withDaysInFull } from './compose.ts';
import { letterKind, ourOrderedDeeds } from './letters.ts';
import { converse, draftOf, testNow } from './play-conversation.ts';
import { problemOf } from './support-cases.ts';

describe('who a pasted mail is from and who it greets', () => {
  it('reads the signer after the closing of a mail pasted on one line, before the company', () => {
    expect(
      signerOf(
        'Bonjour Madame Riou, … pouvez-vous décaler ? … Cordialement, Paul Guillou, Menuiserie Guillou',
      ),
    ).toBe('Paul Guillou');
    expect(signerOf('Bonjour, le colis est arrivé. Merci d’avance, Inès Le Goff')).toBe('Inès Le Goff');
    expect(signerOf('Bonjour, cordialement, merci pour tout')).toBeUndefined();
  });

  it('reads a bare name after the last sentence of a mail pasted on one line as its signer', () => {
    expect(signerOf('Bonjour, ma commande n’est jamais arrivée. Pouvez-vous vérifier ? Claire Le Goff')).toBe(
      'Claire Le Goff',
    );
    expect(signerOf('Bonjour, le four chauffe mal depuis lundi. Marc-Antoine Riou.')).toBe(
      'Marc-Antoine Riou',
    );
    // A last phrase in capitals that opens with no first name signs nothing.
    expect(signerOf('Bonjour, le colis est bien arrivé. Service Client Rapide')).toBeUndefined();
  });

  it('takes a brand after the thing it makes for no person', () => {
    const { people } = extractFacts(
      'ma montre achetée en mars (marque Fossil, 149 €) ne marche plus',
      testNow,
    );
    expect(people.map((person) => person.name)).not.toContain('Fossil');
  });

  it('answers the bare signer by name and says the user’s answer, list of « que » included, to him', async () => {
    const [reply] = await converse('clide', [
      'Réponds à cette cliente : « Bonjour, mon aspirateur acheté chez vous en juin (modèle Rowenta, 199 €) ne s’allume plus. Que proposez-vous ? Sophie Tanguy » Dis-lui que l’appareil est garanti 2 ans, qu’elle peut le déposer en boutique et qu’on le répare sous 15 jours.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toMatch(/Madame Tanguy/);
    expect(draft).not.toContain('Rowenta,');
    expect(draft).toContain('Vous pouvez le déposer en boutique');
    expect(draft).toContain('sous 15 jours');
    // The user settled the guarantee: no photo asked beside it.
    expect(draft).not.toMatch(/photo|Dis-lui|qu’elle peut/);
  });

  it('reads whom the mail greets: the user who received it', () => {
    expect(greetedIn('Bonjour Monsieur Le Du, je vous écris…')).toBe('Le Du');
    expect(greetedIn('Chère Anne, merci…')).toBe('Anne');
    expect(greetedIn('Bonjour, j’ai reçu…')).toBeUndefined();
  });

  it('answers the signer, not the one greeted', async () => {
    const [reply] = await converse('alfred', [
      'Réponds à ce mail d’un client : « Bonjour Madame Riou, … je ne serai pas là pour la livraison du bois de chauffage jeudi, pouvez-vous la décaler ? … Cordialement, Paul Guillou, Menuiserie Guillou » Dis-lui qu’on peut livrer le mardi 8 décembre au matin.',
    ]);
    expect(reply).toContain('Guillou');
    expect(draftOf(reply ?? '')).not.toContain('Riou');
  });
});

describe('the user’s instructions are the body of the reply', () => {
  it('writes a word of the request as the pasted mail spells it when only its double letter moved', () => {
    expect(withPastedSpellings('offre-lui sa prochaine carrosserie', 'le devis de carosserie')).toBe(
      'offre-lui sa prochaine carosserie',
    );
    expect(withPastedSpellings('sur son prochain toilletage', 'après son toilettage')).toBe(
      'sur son prochain toilettage',
    );
    expect(withPastedSpellings('la commande', 'une commande')).toBe('la commande');
  });

  it('says an order to us inside the answer as what we do for the reader', () => {
    expect(ourOrderedDeeds('on reprend la pièce et offre-lui le contrôle suivant')).toBe(
      'on reprend la pièce et nous vous offrons le contrôle suivant',
    );
    expect(ourOrderedDeeds('on rappelle demain, envoie-lui le devis')).toBe(
      'on rappelle demain, nous vous envoyons le devis',
    );
  });

  it('names who a customer’s message is about', () => {
    expect(namedInMessage('Bonjour, j’ai déposé Caramel, mon chat, lundi…')).toBe('Caramel');
    expect(namedInMessage('Bonjour, ma fille Léa est rentrée…')).toBe('Léa');
    expect(namedInMessage('Bonjour, ma commande est arrivée.')).toBeNull();
  });

  it('keeps the user’s remedy whole in a reply to a pasted complaint', async () => {
    const [reply] = await converse('clide', [
      'Réponds à ce client : « Bonjour, ma fille Léa est rentrée de son cours de poterie samedi avec une brûlure à la main. Je suis très déçu. Cordialement, Marc Tanguy » Excuse-toi, dis-lui qu’on prend en charge les frais de pharmacie sur présentation du ticket et offre-lui le prochain cours.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Monsieur Tanguy');
    expect(draft).toContain('Léa');
    expect(draft).toContain('frais de pharmacie sur présentation du ticket');
    expect(draft).toContain('nous vous offrons le prochain cours');
    expect(draft).toMatch(/excuser/);
  });

  it('reads a rule the user states as a refusal, with what we offer instead', () => {
    expect(
      decisionGiven(
        'Une adhérente veut être remboursée de sa carte de 10 séances. Nos conditions : pas de remboursement, mais on peut prolonger la carte de 2 mois.',
      ),
    ).toBe(
      'Nous ne pouvons malheureusement pas vous accorder de remboursement : nos conditions générales de vente ne le prévoient pas. En revanche, nous pouvons prolonger la carte de 2 mois.',
    );
  });

  it('reads a broken limb as no damaged parcel', () => {
    expect(problemOf(fold('il s’est cassé la jambe au ski'))).not.toBe('damaged');
    expect(problemOf('le vase est arrive casse')).toBe('damaged');
  });

  it('reads a wish asked in a follow-up as a sentence to add', () => {
    expect(readFollowUp('Envoie-le à Mme Roux, et souhaite-lui de bonnes fêtes.').change.additions).toEqual([
      { kind: 'statement', text: 'on lui souhaite de bonnes fêtes' },
    ]);
  });
});

describe('news told to someone named with an aside', () => {
  it('reads the news past an aside in brackets', () => {
    expect(
      newsTold('Écris à Léa, ma collègue (on se tutoie), que la réunion de lundi commence à 9 h.')?.news,
    ).toBe('la réunion de lundi commence à 9 h');
  });

  it('reads « d’avance » as no meeting brought forward', () => {
    expect(
      letterKind('Écris à Paul que les travaux commencent lundi. Merci d’avance pour ta patience.'),
    ).toBe('announcement');
  });

  it('keeps « tu » in the SMS version of news told', async () => {
    const replies = await converse('alfred', [
      'Écris à Sophie, ma voisine (on se tutoie), que les couvreurs arrivent le jeudi 10 décembre à 8h et que l’échafaudage va gêner l’allée pendant deux jours environ.',
      'Version SMS.',
    ]);
    expect(draftOf(replies[1] ?? '')).toMatch(/\bte\b|\btu\b|\bt’/);
  });

  it('reads the person written to, not a town, after « écris a » typed without its accent', () => {
    const facts = extractFacts('ecris a Maelys Kerhervé que le stage est confirme', testNow);
    expect(facts.people.map((person) => person.name)).toContain('Maelys Kerhervé');
    expect(facts.places).toEqual([]);
  });
});

describe('a day said by its number alone', () => {
  it('is said in full when the request names it in full elsewhere', () => {
    const dates = extractFacts('la commande pour le 18 décembre', testNow).dates;
    expect(withDaysInFull(['Retrait le 18 à partir de 10 h.'], dates)).toEqual([
      `Retrait le ${dates[0]?.label} à partir de 10 h.`,
    ]);
    expect(withDaysInFull(['Retrait le 18 décembre.'], dates)).toEqual(['Retrait le 18 décembre.']);
  });
});

describe('candidates against the criteria listed', () => {
  it('reads a level, a thing to hold and a date to be free by', () => {
    const message =
      'Poste de serveur. Critères : TOEIC 700 exigé, HACCP niveau 1 minimum, véhicule, disponible avant le 15 janvier. Candidats : Lou Martin (HACCP 2, véhicule, dispo tout de suite), Noé Bras (HACCP 1, pas de véhicule, dispo le 5 janvier), Ana Lopez (HACCP 1, véhicule, dispo le 1er mars). Qui remplit tous les critères ?';
    const criteria = listedCriteria(message, testNow);
    expect(criteria.map((criterion) => criterion.kind)).toEqual(['level', 'held', 'available_by']);
    const verdicts = verdictsOf(
      { diplomas: [], years: null, field: null, listed: criteria },
      [
        { name: 'Lou Martin', facts: 'HACCP 2, véhicule, dispo tout de suite' },
        { name: 'Noé Bras', facts: 'HACCP 1, pas de véhicule, dispo le 5 janvier' },
        { name: 'Ana Lopez', facts: 'HACCP 1, véhicule, dispo le 1er mars' },
      ],
      testNow,
    );
    expect(verdicts.map((each) => each.meets)).toEqual([true, false, false]);
    expect(verdicts[1]?.reasons).toContain('pas de véhicule');
  });
});

describe('the signer of a pasted mail, greeted with the civility the request gives', () => {
  it('reads « une cliente », « Madame », never « le client » alone, as a civility', () => {
    expect(civilitySaid('Réponds au mail de cette patiente')).toBe('Mme');
    expect(civilitySaid('Réponds à Madame Gourvès')).toBe('Mme');
    expect(civilitySaid('Réponds au client')).toBeNull();
    expect(civilitySaid('Réponds à ce mail de Monsieur Kerhervé')).toBe('M.');
  });

  it('greets « Madame Le Floch » when the request says a customer is a woman', async () => {
    const [reply] = await converse('clide', [
      'Réponds au mail de notre cliente : « Bonjour, la lampe livrée hier ne s’allume pas. Pouvez-vous me l’échanger ? Merci d’avance, Gwenola Le Floch »',
    ]);
    expect(draftOf(reply!)).toContain('Bonjour Madame Le Floch,');
    expect(draftOf(reply!)).not.toContain('Bonjour Gwenola');
  });
});

describe('Clide: an unhappy customer whose grievance is not said', () => {
  it('thanks for the message and says back what is asked, never « signalé votre demande »', async () => {
    const [reply] = await converse('clide', [
      'Réponds à un client mécontent qui demande si on peut le rappeler avant vendredi.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain(
      'Merci pour votre message. Vous nous demandez si nous pouvons vous rappeler avant vendredi.',
    );
    expect(draft).not.toMatch(/signalé (?:votre demande|que demande)/);
  });
});
