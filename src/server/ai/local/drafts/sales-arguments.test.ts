import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';
import {
  asksForArguments,
  asksForCallScript,
  objectionsOf,
  priceOf,
  productGains,
  productOf,
  tradeOf,
} from './sales-arguments.ts';

describe('a request for sales arguments or an objection answer, not a letter', () => {
  it.each([
    'Quels arguments pour convaincre un restaurateur de prendre notre abonnement à 59 € par mois ?',
    'Comment convaincre un plombier de passer à notre logiciel de devis ?',
    'Donne-moi des arguments de vente pour notre formation en ligne à 290 €',
    'Que répondre à un client qui trouve ça trop cher ?',
    'Pourquoi un artisan devrait choisir notre offre ?',
    'Un prospect me dit qu’il n’a pas le temps, je lui dis quoi ?',
    'Quels points forts mettre en avant face à un garagiste ?',
    'Prépare mon argumentaire de vente',
    'Comment répondre à une fleuriste qui a déjà un fournisseur ?',
    'J’ai rendez-vous avec un salon de coiffure, comment je lui vends notre appli à 25 € par mois ?',
    'Comment justifier notre tarif de 1 500 € auprès d’un artisan ?',
  ])('%s', (request) => {
    expect(asksForArguments(request)).toBe(true);
  });

  it.each([
    'Rédige un email pour convaincre un hôtelier de prendre notre module de réservation',
    'Écris un message de prospection pour Mme Leroy chez Acme',
    'Relance le devis envoyé à la société Girard',
    'Que répondre à ce prospect qui demande un rendez-vous ?',
  ])('not: %s', (request) => {
    expect(asksForArguments(request)).toBe(false);
  });
});

describe('what the request says of the sale', () => {
  it('reads the objections named', () => {
    expect(objectionsOf('Il trouve que c’est trop cher et qu’il n’a pas le temps')).toEqual([
      'price',
      'time',
    ]);
    expect(objectionsOf('Elle travaille déjà avec un concurrent')).toEqual(['supplier']);
    expect(objectionsOf('Il veut réfléchir')).toEqual(['later']);
  });

  it('reads someone or something that already does the job as an incumbent', () => {
    for (const said of [
      'Et s’il me répond qu’il a déjà un neveu qui fait des sites ?',
      'Elle passe déjà par un cabinet pour ça',
      'Il fait déjà appel à une agence',
      'Ils ont déjà quelqu’un en interne',
    ])
      expect(objectionsOf(said)).toEqual(['supplier']);
  });

  it('reads the product, never the prospect', () => {
    expect(productOf('convaincre un restaurateur de prendre notre abonnement à 59 € par mois')).toBe(
      'notre abonnement',
    );
    expect(productOf('Mon prospect trouve notre appli de réservation trop chère')).toBe(
      'notre appli de réservation',
    );
    expect(productOf('comment je lui vends notre appli de prise de rendez-vous à 25 € par mois')).toBe(
      'notre appli de prise de rendez-vous',
    );
    expect(productOf('Comment justifier notre tarif de 1 500 € ?')).toBeNull();
    expect(productOf('pourquoi choisir notre terminal de paiement plutôt que celui de sa banque')).toBe(
      'notre terminal de paiement',
    );
  });

  it('reads the price and its period', () => {
    expect(priceOf('59 € par mois')).toMatchObject({ euros: 59, per: 'month' });
    expect(priceOf('1 200 € par an')).toMatchObject({ euros: 1200, per: 'year' });
    expect(priceOf('89 € HT', 'notre logiciel à 89 € HT par mois')).toMatchObject({
      euros: 89,
      per: 'month',
    });
    expect(priceOf('290 €')).toMatchObject({ euros: 290, per: 'once' });
  });

  it('reads the prospect’s trade, not our product’s words', () => {
    expect(tradeOf('Comment convaincre un plombier ?')?.who).toBe('un plombier');
    expect(tradeOf('le gérant d’un salon de coiffure, comment je lui vends notre appli ?')?.who).toBe(
      'un salon de coiffure',
    );
    expect(tradeOf('Comment vendre notre contrat d’entretien à 120 € par an aux syndics ?')?.said).toBe(
      'syndics',
    );
    expect(tradeOf('Des arguments pour notre logiciel de caisse pour restaurants')?.said).toBe('restaurants');
    expect(tradeOf('Des arguments pour notre logiciel de caisse')).toBeNull();
  });
});

describe('Chip answers with arguments built on the request', () => {
  it('frames the price in the prospect’s trade and answers the likely objections', async () => {
    const [reply = ''] = await converse('chip', [
      'Quels arguments pour convaincre un restaurateur de prendre notre abonnement à 59 € par mois ?',
    ]);
    expect(reply).toContain('un restaurateur');
    expect(reply).toContain('notre abonnement (59 € par mois)');
    expect(reply).toContain('moins de 2 € par jour');
    expect(reply).toMatch(/couverts par mois/);
    expect(reply).toMatch(/trop cher/);
    expect(draftOf(reply)).toBe('');
    expect(reply).not.toMatch(/Objet :|Bonjour,/);
  });

  it.each([
    ['Que répondre à un client qui trouve ça trop cher ?', /Trop cher par rapport à quoi/],
    ['Mon prospect, un électricien, me dit qu’il n’a pas le temps. Je lui réponds quoi ?', /15 minutes/],
    ['Une coiffeuse me dit qu’elle a déjà un logiciel, comment lui répondre ?', /existant/],
  ])('leads with the objection raised: %s', async (request, answer) => {
    const [reply = ''] = await converse('chip', [request]);
    expect(reply).toMatch(/Voici quoi répondre/);
    expect(reply).toMatch(answer);
  });
});

describe('the conversation about a sale goes on', () => {
  it('shortens the arguments, then answers a new objection for the same sale', async () => {
    const [, shorter = '', objection = ''] = await converse('chip', [
      'Comment convaincre un garagiste de prendre notre logiciel d’atelier à 79 € par mois ?',
      'Plus court.',
      'Et s’il me dit qu’il n’a pas le temps ?',
    ]);
    expect(shorter).toMatch(/plus courte/);
    expect(shorter).not.toMatch(/objections probables/);
    expect(objection).toMatch(/Je n’ai pas le temps/);
    expect(objection).toContain('notre logiciel d’atelier');
    expect(objection).not.toMatch(/Objet :|Ce que le client y gagne/);
  });

  it('answers a prospect who will not commit', async () => {
    const [reply = ''] = await converse('chip', [
      'Que répondre à un prospect qui ne veut pas s’engager sur un an ?',
    ]);
    expect(reply).toMatch(/Je ne veux pas m’engager/);
  });
});

describe('the prospects’ place and a product said with a verb', () => {
  it('keeps the city with the trade', () => {
    expect(tradeOf('un argumentaire pour les boulangeries de Lyon')?.who).toBe('les boulangeries de Lyon');
    expect(tradeOf('convaincre un plombier à Nantes')?.where).toBe(' à Nantes');
    expect(tradeOf('convaincre un plombier de passer à notre offre')?.where).toBe('');
  });
  it('reads what we sell from "on livre des…"', () => {
    expect(productOf('pour les restaurants : on livre des légumes bio à 2 € le kilo')).toBe(
      'nos légumes bio',
    );
    expect(productOf('nous vendons du pain bio aux épiceries')).toBe('notre pain bio');
  });
  it('keeps a unit price’s unit', () => {
    expect(priceOf('2 €', 'des légumes à 2 € le kilo')?.text).toBe('2 € le kilo');
  });
});

describe('a call script asked', () => {
  it.each([
    ['Prépare un script d’appel pour vendre nos paniers de fruits', true],
    ['Fais-en un script d’appel', true],
    ['Qu’est-ce que je lui dis au téléphone ? Prépare une trame d’appel', true],
    ['Rédige un mail de prospection pour les garages', false],
  ])('%s', (command, expected) => {
    expect(asksForCallScript(command)).toBe(expected);
  });
});

describe('productGains', () => {
  it('sells a physical product on what it brings, not on time saved', () => {
    expect(productGains('nos paniers de fruits')?.[0]?.[0]).toMatch(/forme/);
    expect(productGains('nos coffrets de chocolats')?.[0]?.[0]).toMatch(/plaisir/);
    expect(productGains('notre logiciel de caisse')).toBeNull();
  });

  it('reads what is sold after "je vends"', () => {
    expect(productOf('Je vends des paniers de fruits aux entreprises.')).toBe('nos paniers de fruits');
  });
});
