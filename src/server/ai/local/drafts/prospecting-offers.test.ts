import { describe, expect, it } from 'vitest';
import { splitPasted } from '../understanding/conversation.ts';
import { offersOf, recommendedOffer } from '../understanding/offers.ts';
import { meetingAsked, metAt } from './chip-clide.ts';
import { subjectless } from './compose.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('offers read as (name, price, unit)', () => {
  it.each([
    [
      'On propose deux formules : Essentiel à 49 € HT/mois et Sérénité à 129 € HT/mois. Mets en avant Sérénité.',
      [
        ['Essentiel', '49 € HT/mois'],
        ['Sérénité', '129 € HT/mois'],
      ],
      'Sérénité',
    ],
    [
      'notre pack Starter à 300 € et notre pack Pro à 800 €, recommande le pack Pro',
      [
        ['Starter', '300 €'],
        ['Pro', '800 €'],
      ],
      'Pro',
    ],
    [
      'nos abonnements Solo (19 €/mois) et Équipe (59 €/mois), pousse Équipe',
      [
        ['Solo', '19 €/mois'],
        ['Équipe', '59 €/mois'],
      ],
      'Équipe',
    ],
    [
      'trois forfaits : Basique à 30 €, Confort à 60 € et Intégral à 90 €',
      [
        ['Basique', '30 €'],
        ['Confort', '60 €'],
        ['Intégral', '90 €'],
      ],
      null,
    ],
  ])('%s', (text, expected, recommended) => {
    const offers = offersOf(text);
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual(expected);
    expect(recommendedOffer(text, offers)?.name ?? null).toBe(recommended);
  });

  it('keeps a short list of offers or of items to compare in the request', () => {
    expect(
      splitPasted(
        'Rédige un mail pour une boulangerie : notre pack Starter à 300 € et notre pack Pro à 800 €.',
      ).pasted,
    ).toBeNull();
    expect(
      splitPasted('Compare pour moi trois logiciels : Pennylane, Axonaut et Sellsy, sur le prix.').pasted,
    ).toBeNull();
    // Notes or a message after a colon stay a text to work on.
    expect(
      splitPasted(
        'Fais un compte rendu de la réunion : Paul s’occupe des devis, Léa relance les clients lundi, le salon est reporté.',
      ).pasted,
    ).not.toBeNull();
  });
});

describe('Chip: prospecting with priced offers', () => {
  it.each([
    [
      'Écris un mail de prospection pour un cabinet d’expertise comptable à Lyon. On propose deux formules : Essentiel à 49 € HT/mois et Sérénité à 129 € HT/mois. Mets en avant Sérénité pour eux, ils ont 15 salariés.',
      {
        trade: 'votre cabinet d’expertise comptable à Lyon',
        pick: 'formule Sérénité, à 129 € HT/mois',
        why: 'Vous avez 15 salariés',
        other: 'la formule Essentiel est à 49 € HT/mois',
      },
    ],
    [
      'Rédige un mail de prospection pour une boulangerie à Tours : notre pack Starter à 300 € et notre pack Pro à 800 €, recommande le pack Pro car ils ont trois boutiques.',
      {
        trade: 'votre boulangerie à Tours',
        pick: 'pack Pro, à 800 €',
        why: 'Vous avez trois boutiques',
        other: 'le pack Starter est à 300 €',
      },
    ],
    [
      'Prospecte un garage à Lille avec nos abonnements Solo (19 €/mois) et Équipe (59 €/mois), pousse Équipe, ils sont 8 mécaniciens.',
      {
        trade: 'votre garage à Lille',
        pick: 'abonnement Équipe, à 59 €/mois',
        why: 'Vous êtes 8 mécaniciens',
        other: 'l’abonnement Solo est à 19 €/mois',
      },
    ],
    [
      'Fais un mail de prospection pour un restaurant à Nice, on a trois forfaits : Basique à 30 €, Confort à 60 € et Intégral à 90 €. Mets en avant Confort, ils ouvrent 7 jours sur 7.',
      {
        trade: 'votre restaurant à Nice',
        pick: 'forfait Confort, à 60 €',
        why: 'Vous ouvrez 7 jours sur 7',
        other: 'le forfait Intégral est à 90 €',
      },
    ],
  ])('%s', async (request, expected) => {
    const [reply = ''] = await converse('chip', [request]);
    const draft = draftOf(reply).replace(/'/g, '’');
    expect(draft).toContain(expected.trade);
    expect(draft).toContain(expected.pick);
    expect(draft).toContain(expected.why);
    expect(draft).toContain(expected.other);
    // The subject says the offer, and no fact is left in a "Pour mémoire" dump.
    expect(draft).toMatch(new RegExp(`Objet :\\*\\* \\S+ ${expected.pick.split(',')[0]?.split(' ')[1]}`));
    expect(draft).not.toContain('Pour mémoire');
    expect(draft).not.toContain('Bonjour Équipe');
  });

  it('presents every offer when none is put forward', async () => {
    const [reply = ''] = await converse('chip', [
      'Écris un mail de prospection à une agence immobilière de Bordeaux pour nos deux offres : Visibilité à 250 € HT par mois et Premium à 490 € HT par mois.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('votre agence immobilière à Bordeaux');
    expect(draft).toContain('l’offre Visibilité à 250 € HT par mois ou l’offre Premium à 490 € HT par mois');
    expect(draft).toContain('dès 250 € HT par mois');
    expect(draft).not.toContain('Pour mémoire');
  });

  it.each([
    [
      'Écris un mail de prospection pour un hôtel à Biarritz, on propose l’entretien de leurs climatisations.',
      'votre hôtel à Biarritz',
    ],
    [
      'Rédige un mail de prospection à une boulangerie de Tours pour notre logiciel de caisse.',
      'votre boulangerie à Tours',
    ],
    ['Prospecte un garage à Lille pour notre service de nettoyage.', 'votre garage à Lille'],
  ])('addresses the prospect’s trade without offers: %s', async (request, trade) => {
    const [reply = ''] = await converse('chip', [request]);
    expect(draftOf(reply)).toContain(`Je me permets de contacter ${trade}.`);
  });
});

describe('a prospecting letter built on the sale discussed', () => {
  it('turns the arguments given into a letter with their product, trade and price', async () => {
    const [, reply = ''] = await converse('chip', [
      'Comment convaincre un fleuriste de prendre notre logiciel de gestion des commandes à 39 € par mois ?',
      'Fais-en un email de prospection',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('notre logiciel de gestion des commandes');
    expect(draft).toContain('39 € par mois');
    expect(draft).not.toContain('Nous aidons des entreprises comme la vôtre');
  });
  it('reads the product and trade of a letter asked directly', async () => {
    const [reply = ''] = await converse('chip', [
      'Écris un mail de prospection pour notre application de réservation pensée pour les restaurateurs, à 29 € par mois',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('notre application de réservation s’adresse justement aux restaurateurs');
    expect(draft).toContain('moins d’1 € par jour');
  });
});

describe('clients to find are targets, not a letter', () => {
  it.each([
    'Trouve-moi des clients pour mon cabinet de traduction juridique',
    'Déniche-nous de nouveaux clients pour notre agence de communication',
    'Trouve moi quelques prospects pour ma boutique de vélos',
  ])('%s', async (request) => {
    const [reply = ''] = await converse('chip', [request]);
    expect(reply).toContain('cibles à prospecter');
    expect(draftOf(reply)).toBe('');
  });
});

describe('where the prospect was met, and messages without a subject', () => {
  it('reads where the prospect was met', () => {
    expect(metAt('Relance Julie Martin, qu’on a rencontrée au salon de Nantes')).toBe('au salon de Nantes');
    expect(metAt('Relance M. Dubois, rencontré lors du salon Batimat la semaine dernière')).toBe(
      'lors du salon Batimat',
    );
    expect(metAt('Relance M. Dubois pour notre devis')).toBeNull();
  });
  it('writes no subject on LinkedIn, by SMS or WhatsApp', () => {
    expect(subjectless('Rédige un message LinkedIn pour relancer Julie')).toBe(true);
    expect(subjectless('Envoie un SMS à M. Blanc')).toBe(true);
    expect(subjectless('Écris un mail à Julie, rencontrée sur LinkedIn')).toBe(false);
  });
});

describe('a meeting proposed in a prospecting message', () => {
  it('asks for the day proposed, and only then', () => {
    expect(meetingAsked('pour lui proposer un rendez-vous jeudi à 10h', 'jeudi 3 décembre à 10 h')).toContain(
      'le jeudi 3 décembre à 10 h',
    );
    expect(meetingAsked('pour lui présenter notre offre', 'jeudi 3 décembre')).toBeNull();
    // « mardi ou jeudi prochain »: both days offered; two days without « ou » keep the first.
    expect(
      meetingAsked('propose-lui un rdv mardi ou jeudi prochain', 'mardi 1er décembre', 'jeudi 3 décembre'),
    ).toContain('le mardi 1er décembre ou le jeudi 3 décembre pour en parler ? Si ces créneaux');
    expect(
      meetingAsked(
        'pour lui proposer un appel lundi 7, on a vu son devis le 2',
        'lundi 7 décembre',
        '2 décembre',
      ),
    ).toContain('le lundi 7 décembre pour en parler ? Si ce créneau');
  });
});
