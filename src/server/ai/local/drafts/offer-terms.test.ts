import { describe, expect, it } from 'vitest';
import { localReply } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { counterOfferOf, followUpDetails, offerDetailsOf, offerTermsOf, senderSaid } from './offer-terms.ts';
import { converse, draftOf } from './play-conversation.ts';

// A commercial offer written from the user's own terms, not a cold pitch (issue 41).
const now = new Date('2026-11-24T09:00:00Z');

describe('a commercial offer from the terms the user gives', () => {
  const request =
    'Rédige une proposition commerciale pour la résidence Les Tilleuls : nettoyage des parties communes deux fois par semaine, 450 € HT par mois, engagement 12 mois, premier mois offert.';

  it('reads the terms and for whom', () => {
    expect(offerTermsOf(request)).toMatchObject({
      forWhom: 'la résidence Les Tilleuls',
      occasion: null,
      terms: [
        'nettoyage des parties communes deux fois par semaine',
        '450 € HT par mois',
        'engagement 12 mois',
        'premier mois offert',
      ],
    });
    expect(
      offerTermsOf('Rédige un mail à M. Roux : la livraison arrive lundi, le solde est de 300 €'),
    ).toBeNull();
  });

  it('skips an aside’s colon, and tells whom from what for', () => {
    expect(
      offerTermsOf(
        'Prépare une offre pour l’agence Nexa (contact : M. Benali) pour leur repas de fin d’année : menu à 42 € par personne, 35 convives',
      ),
    ).toMatchObject({
      forWhom: 'l’agence Nexa',
      occasion: 'votre repas de fin d’année',
      terms: ['menu à 42 € par personne', '35 convives'],
    });
  });

  it('the letter lists every term, without the stock pitch', async () => {
    const reply = await localReply({
      employee: 'chip',
      messages: [{ role: 'user', content: request }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    for (const term of [
      '> - Nettoyage des parties communes',
      '> - 450 € HT par mois',
      '> - Engagement 12 mois',
      '> - Premier mois offert',
    ])
      expect(reply).toContain(term);
    expect(reply).toContain('Voici notre proposition pour la résidence Les Tilleuls :');
    expect(reply).not.toMatch(/gagner du temps sur ce qui les freine|réactivité|Je n’ai pas su placer/);
  });
});

describe('the offer a prospecting message makes, in the user’s terms', () => {
  it('says the user’s « on … » sentence to the prospect, and terms after the offer’s name', async () => {
    const { offerDetailsOf } = await import('./offer-terms.ts');
    expect(
      offerDetailsOf(
        'Écris un mail de prospection pour la boulangerie Au Pain Doré : on livre leurs farines en 24 h, franco de port dès 300 € HT, et on offre le premier sac de 25 kg.',
        null,
      ),
    ).toBe(
      'Nous livrons vos farines en 24 h, franco de port dès 300 € HT, et nous offrons le premier sac de 25 kg.',
    );
    expect(
      offerDetailsOf(
        'Prospecte la mairie de Saint-Avé pour notre service de déneigement : 85 € HT de l’heure, paiement à 30 jours.',
        'notre service de déneigement',
      ),
    ).toBe('Nous vous proposons notre service de déneigement : 85 € HT de l’heure, paiement à 30 jours.');
    // Nothing after a colon, or a question: no details.
    expect(offerDetailsOf('Écris un mail de prospection pour un garage', null)).toBeNull();
    expect(offerDetailsOf('Prospection : que leur dire ?', null)).toBeNull();
  });
});

describe('who writes and what they do, told without a colon', () => {
  const request =
    "un mail de prospection pour l'hôtel les Mouettes, on est la boulangerie Le Fournil, on livre pain et viennoiseries tous les matins avant 7h, minimum 40 € par livraison";

  it('reads the sender as said, never as the prospect', () => {
    expect(senderSaid(request)).toBe('la boulangerie Le Fournil');
    expect(senderSaid('nous sommes un cabinet de conseil en recrutement, on leur propose…')).toBe(
      'un cabinet de conseil en recrutement',
    );
    expect(senderSaid('on est mardi')).toBeNull();
  });

  it('says the « on » clause and its terms to the reader, figures spaced', () => {
    expect(offerDetailsOf(request, null)).toBe(
      'Nous livrons pain et viennoiseries tous les matins avant 7 h, minimum 40 € par livraison.',
    );
    expect(
      offerDetailsOf(
        'un mail pour la société Brossard, on leur propose de trouver 2 poseurs, honoraires 15% du brut annuel, paiement a l embauche seulement'.replace(
          'l embauche',
          "l'embauche",
        ),
        null,
      ),
    ).toBe(
      'Nous vous proposons de trouver 2 poseurs, honoraires 15 % du brut annuel, paiement à l’embauche seulement.'.replace(
        '’',
        "'",
      ),
    );
  });
});

describe('a follow-up of a document with what it holds and the user’s next steps', () => {
  it('reads the content after the colon and says the next steps to the reader', () => {
    expect(
      followUpDetails(
        'Relance Mme Garnier pour le devis de sa salle de bains envoyé le 3 novembre : remplacement de la baignoire par une douche, 6 450 € TTC. Je peux commencer début janvier si elle valide avant le 15 décembre.',
      ),
    ).toEqual({
      content: 'remplacement de la baignoire par une douche, 6 450 € TTC',
      told: ['Je peux commencer début janvier si vous validez avant le 15 décembre.'],
    });
  });

  it('keeps nothing of how to write it', () => {
    expect(followUpDetails('Relance M. Petit pour le devis. Je voudrais un ton direct.')).toEqual({
      content: null,
      told: [],
    });
  });
});

describe('a discount asked, and the one the user can grant', () => {
  const request =
    'Le restaurant Le Goéland me demande 20 % de remise sur la livraison de pain (300 € HT par mois). Je peux aller jusqu’à 5 % s’ils s’engagent sur 6 mois. Qu’est-ce que je leur réponds ?';

  it('reads what is asked, what can be granted, on what condition and at which price', () => {
    expect(counterOfferOf(request)).toEqual({
      who: 'Le restaurant Le Goéland',
      asked: 20,
      granted: 5,
      condition: 'si vous vous engagez sur 6 mois',
      on: 'la livraison de pain',
      price: { value: 300, tax: ' HT', per: 'mois' },
    });
    expect(counterOfferOf('Écris un mail de prospection pour la boulangerie Martin.')).toBeNull();
  });

  it('advises the counter-offer, then writes it with the new price', async () => {
    const [advice = '', letter = ''] = await converse('chip', [request, 'ok, écris-leur la réponse']);
    expect(advice).toContain('à condition qu’ils s’engagent sur 6 mois');
    expect(advice).toContain('285 € HT');
    expect(draftOf(letter)).toContain('5 % de remise si vous vous engagez sur 6 mois');
    expect(draftOf(letter)).toContain('de 300 € HT à 285 € HT par mois');
  });
});

describe('an offer named, to a company, priced per unit', () => {
  it('names what is offered and to which company, keeps the terms to their sentence, and counts the units said after', async () => {
    const request =
      'Écris à M. Garnier de la société Garnier Transports pour lui proposer notre contrat d’entretien des véhicules : 45 € HT par mois par camion, dépannage sous 24 h, résiliable chaque année. Ils ont 8 camions.';
    expect(offerTermsOf(request)).toMatchObject({
      forWhom: 'la société Garnier Transports',
      offerName: 'notre contrat d’entretien des véhicules',
      terms: ['45 € HT par mois par camion', 'dépannage sous 24 h', 'résiliable chaque année'],
      total: 'Pour vos 8 camions, cela fait 360 € HT par mois.',
    });
    const [reply = ''] = await converse('chip', [request]);
    const letter = draftOf(reply);
    expect(letter).toContain(
      'Voici notre contrat d’entretien des véhicules pour la société Garnier Transports :',
    );
    expect(letter).toContain('Pour vos 8 camions, cela fait 360 € HT par mois.');
    expect(letter).not.toContain('Ils ont 8 camions');
  });
});

describe('who writes, then what they sell, after the colon', () => {
  const request =
    'Écris un mail de prospection pour les fleuristes de Nantes : on est la ferme des Trois Chênes à Ancenis, tulipes cultivées en plein champ, botte de 50 à 30 € HT, livraison offerte dès 6 bottes.';

  it('leaves who writes to the introduction and names what is sold before its terms', async () => {
    const { offerDescribed } = await import('./offer-terms.ts');
    expect(offerDescribed(request, null)).toEqual({
      text: 'Nous vous proposons nos tulipes cultivées en plein champ : botte de 50 à 30 € HT, livraison offerte dès 6 bottes.',
      product: 'nos tulipes cultivées en plein champ',
    });
    // A condition first is no product: the terms follow the offer as said.
    expect(
      offerDetailsOf(
        'Prospecte les garages de Vannes : sans engagement, 49 € HT par mois, installation offerte.',
        null,
      ),
    ).toBe('Nous vous proposons notre offre : sans engagement, 49 € HT par mois, installation offerte.');
  });

  it('is never the prospects’ trade, and the letter says who writes, to whom, and the terms', async () => {
    const { tradeOf } = await import('./sales-arguments.ts');
    expect(tradeOf(request)?.who).toBe('les fleuristes de Nantes');
    expect(tradeOf('Prospecte les fleuristes de Lorient, on est la brasserie Ker Avel')?.who).toBe(
      'les fleuristes de Lorient',
    );
    const [reply = ''] = await converse('chip', [request]);
    expect(reply).toContain('Nous sommes la ferme des Trois Chênes à Ancenis');
    expect(reply).toContain('les fleuristes de Nantes');
    expect(reply).toContain('livraison offerte dès 6 bottes');
    expect(reply).not.toMatch(/Nous sommes la ferme[^\n]*\n[^\n]*\n> Nous sommes/);
  });
});
