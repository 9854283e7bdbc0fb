import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';

// Reasoning over the figures the user gives: a weighted pipeline, a break-even count, suppliers
// compared on a quantity (issue 41).
const now = new Date('2026-11-24T09:00:00Z');
const ask = (employee: 'chip' | 'alfred' | 'spec', content: string) =>
  localAnswer({
    employee,
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('the weighted pipeline of the deals the user lists', () => {
  it('weighs each deal and sums them, whatever the trade and the phrasing', async () => {
    const { text, understood } = await ask(
      'chip',
      'Trois devis envoyés : boulangerie Le Fournil 3 000 € (70 %), garage Martin 8 500 € (40 %) et camping des Dunes 12 000 € (10 %). Combien je peux esperer signer en moyenne ?',
    );
    expect(understood.rule).toBe('weighted_pipeline');
    expect(text).toContain('3 000 € × 70 % = 2 100 €');
    expect(text).toContain('8 500 € × 40 % = 3 400 €');
    expect(text).toContain('12 000 € × 10 % = 1 200 €');
    expect(text).toContain('**Total pondéré : 6 700 €**');
  });

  it('speaks the user’s register and names a deal without its chance', async () => {
    const { text } = await ask(
      'alfred',
      'Mes chantiers à signer : salle de bain Mme Roux 9 000 € à 75 %, cuisine M. Petit 14 000 € à 30 %, terrasse Leroy 5 000 €. Tu peux me donner mon CA pondéré ?',
    );
    expect(text).toContain('9 000 € × 75 % = 6 750 €');
    expect(text).toContain('**Total pondéré : 10 950 €**');
    expect(text).toMatch(/Terrasse Leroy/);
    expect(text).toContain('donne-la-moi');
  });

  it('leaves a ranking asked to the deals’ order', async () => {
    const { understood } = await ask(
      'chip',
      'Classe mes affaires par montant pondéré : Hôtel Atlantique 10 000 € à 30 %, Cave Bardin 6 000 € à 80 %.',
    );
    expect(understood.rule).toBe('own_deals');
  });
});

describe('the break-even count on the figures given', () => {
  it('reads fixed costs, price and cost in other phrasings, and rounds up a count that is not whole', async () => {
    const { text, understood } = await ask(
      'spec',
      'Mes frais fixes sont de 3 500 € par mois (loyer, salaire). Je vends mes bougies 25 € pièce, elles me reviennent à 8 €. À partir de combien de bougies je suis rentable ?',
    );
    expect(understood.rule).toBe('break_even');
    expect(text).toContain('25 € − 8 € = **17 €**');
    expect(text).toContain('3 500 € ÷ 17 € = 205,9, arrondi au-dessus : **206 bougies** par mois');
    expect(text).not.toContain('tout juste');
  });

  it('sums several fixed costs and speaks to a user who says tu, without accents', async () => {
    const { text } = await ask(
      'spec',
      'Seuil de rentabilite de mon salon : loyer 900 €, salaire 1 600 € et assurance 100 € par mois. Je facture une coupe 30 € et le produit me coute 4 €. Tu peux me dire combien de coupes je dois faire ?',
    );
    expect(text).toContain('900 € + 1 600 € + 100 € = 2 600 € par mois');
    expect(text).toContain('30 € − 4 € = **26 €**');
    expect(text).toContain('**100 coupes**');
    expect(text).toContain('tout juste');
    expect(text).toContain('Donne-les-moi');
  });

  it('works out a price said with VAT excluding it, for the salesperson too, and says a sale at a loss', async () => {
    const { text } = await ask(
      'chip',
      'Pour couvrir mes 1 800 € de charges par mois, je vends un cours de yoga 24 € TTC. Combien de cours je dois vendre ?',
    );
    expect(text).toContain('24 € TTC ÷ 1,20 = 20 €');
    expect(text).toContain('**90 cours**');
    const handed = await ask(
      'spec',
      'Seuil de rentabilité : 2 000 € de charges fixes par mois, je vends mes pizzas 12 € et elles me coûtent 14 €.',
    );
    expect(handed.text).toContain('aucun volume ne couvre vos charges fixes');
  });
});

describe('suppliers compared on the quantity bought', () => {
  it('adds the fee per order to the price per unit, over the orders said', async () => {
    const { text, understood } = await ask(
      'spec',
      'J’hésite entre deux grossistes pour ma farine : Minoterie Leroux 0,95 € le kilo avec 40 € de frais de port par livraison, ou Moulins de Bretagne 1,10 € le kilo franco de port. Il me faut 300 kilos par mois, livrés en deux fois. Lequel revient le moins cher ?',
    );
    expect(understood.rule).toBe('cost_per_quantity');
    expect(text).toContain('0,95 € × 300 kilos + 40 € × 2 commandes = **365 €**');
    expect(text).toContain('1,10 € × 300 kilos = **330 €**');
    expect(text).toContain('**Moulins de Bretagne** revient le moins cher');
    expect(text).toContain('à partir de 267 kilos par commande');
  });

  it('reads options parted by a semicolon, counts in the options’ unit, and says tu', async () => {
    const { text } = await ask(
      'chip',
      'Pour le vin du resto : Cave Morin a 6,20 € la bouteille, 15 € de livraison par commande ; Cave Bellec a 5,80 € la bouteille et 35 € par livraison. On en prend 60 par mois en une commande, tu me dis laquelle est la moins chere ?',
    );
    expect(text).toContain('6,20 € × 60 bouteilles + 15 € de livraison = **387 €**');
    expect(text).toContain('5,80 € × 60 bouteilles + 35 € de livraison = **383 €**');
    expect(text).toContain('**Cave Bellec** revient le moins cher');
    expect(text).toContain('Donne-moi');
  });

  it('says the one order a month it assumes when none is said', async () => {
    const { text } = await ask(
      'spec',
      'Pour mes cartons d’expédition : Emballages Ouest à 0,80 € la pièce ou Cartonnerie Lebrun à 0,65 € la pièce plus 30 € de livraison par commande. J’en utilise 150 par mois. Lequel est le moins cher ?',
    );
    expect(text).toContain('comptés en une commande par mois');
    expect(text).toContain('0,80 € × 150 pièces = **120 €**');
    expect(text).toContain('0,65 € × 150 pièces + 30 € de livraison = **127,50 €**');
  });
});

describe('offers made of a fixed part and a price per unit used', () => {
  // Figures are set with no-break spaces (« 4 000 kWh »); compared here with plain ones.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const reply = async (employee: 'chip' | 'alfred' | 'spec', content: string) => {
    const { text, understood } = await ask(employee, content);
    return { text: plain(text), understood };
  };

  it('brings a subscription per month to a volume per year, and says where the offers cross', async () => {
    const { text, understood } = await reply(
      'spec',
      'Deux offres d’électricité pour mon atelier : A à 15 € par mois d’abonnement + 0,20 € le kWh, B à 22 € par mois + 0,17 € le kWh. Je consomme 4 000 kWh par an. Laquelle est la moins chère ?',
    );
    expect(understood.rule).toBe('cost_per_quantity');
    expect(text).toContain('**Offre A** : 15 € × 12 mois + 0,20 € × 4 000 kWh = **980 €**');
    expect(text).toContain('**Offre B** : 22 € × 12 mois + 0,17 € × 4 000 kWh = **944 €**');
    expect(text).toContain(
      '**L’offre B** revient le moins cher : 944 € par an, soit 36 € de moins que l’offre A',
    );
    expect(text).toContain('(264 € − 180 €) ÷ (0,20 € − 0,17 €) = **2 800 kWh par an**');
    expect(text).not.toContain('commande');
  });

  it('reads plans named before a colon, priced per minute on a volume per month', async () => {
    const { text } = await reply(
      'spec',
      'Forfait Mobilis : 9,99 € par mois et 0,05 € la minute ; forfait Pro : 19,99 € par mois et 0,01 € la minute. J’appelle environ 600 minutes par mois. Lequel me revient le moins cher ?',
    );
    expect(text).toContain('**Forfait Mobilis** : 9,99 € par mois + 0,05 € × 600 minutes = **39,99 €**');
    expect(text).toContain('**Forfait Pro** : 19,99 € par mois + 0,01 € × 600 minutes = **25,99 €**');
    expect(text).toContain('**Le forfait Pro** revient le moins cher');
    expect(text).toContain('168 € sur un an');
    expect(text).toContain('= **250 minutes par mois**');
  });

  it('compares three leasing offers per kilometre, with a yearly fee and the horizon said', async () => {
    const { text } = await reply(
      'alfred',
      'Trois offres de leasing pour la camionnette : Offre 1 : 320 € par mois + 0,08 € le km ; Offre 2 : 350 € par mois + 0,05 € le km ; Offre 3 : 4 000 € par an + 0,06 € par km. Je roule 25 000 km par an, sur 3 ans. Laquelle choisir ?',
    );
    expect(text).toContain('320 € × 12 mois + 0,08 € × 25 000 km = **5 840 €**');
    expect(text).toContain('4 000 € par an + 0,06 € × 25 000 km = **5 500 €**');
    expect(text).toContain(
      '**L’offre 2** revient le moins cher : 5 450 € par an, soit 50 € de moins que l’offre 3',
    );
    expect(text).toContain('150 € sur 3 ans');
    expect(text).toContain('= **20 000 km par an**');
  });

  it('reads a request typed without accents, in euros, and answers tu in tu', async () => {
    const { text } = await reply(
      'chip',
      'deux offres electricite: A a 12 euros par mois + 0,21 euro le kwh, B a 20 euros par mois + 0,18 euro le kwh. je consomme 300 kwh par mois, tu me dis laquelle est la moins chere ?',
    );
    expect(text).toContain('12 € par mois + 0,21 € × 300 kWh = **75 €**');
    expect(text).toContain('20 € par mois + 0,18 € × 300 kWh = **74 €**');
    expect(text).toContain('≈ **267 kWh par mois**');
    expect(text).toContain('Donne-moi');
  });

  it('counts an offer without subscription, a price below the cent and a fee paid once', async () => {
    const parcels = await reply(
      'spec',
      'Transporteur A : 30 € par mois d’abonnement et 6,50 € par colis ; transporteur B : pas d’abonnement, 7,90 € par colis. On envoie 120 colis par mois. Lequel revient le moins cher ?',
    );
    expect(parcels.text).toContain('**Transporteur B** : 7,90 € × 120 colis = **948 €**');
    expect(parcels.text).toContain('contre aucune pour transporteur B');
    expect(parcels.text).toContain('30 € ÷ (7,90 € − 6,50 €) ≈ **21,4 colis par mois**');
    const copies = await reply(
      'spec',
      'Pour le photocopieur du cabinet, contrat Canon à 45 € HT par mois plus 0,01 € la copie, ou contrat Ricoh à 80 € HT par mois et 0,004 € la copie, avec 50 € de frais d’installation. On fait 5 000 copies par mois : lequel est le plus avantageux ?',
    );
    expect(copies.text).toContain('**Contrat Ricoh** : 80 € par mois + 0,004 € × 5 000 copies = **100 €**');
    expect(copies.text).toContain('**Le contrat Canon** revient le moins cher');
    expect(copies.text).toContain('À payer une fois, en plus de ce coût : 50 € pour le contrat Ricoh');
  });

  it('says when one offer is cheaper on both parts, and redoes the sum on another volume', async () => {
    const { text } = await reply(
      'spec',
      'Offre Eco à 10 € par mois et 0,15 € le kWh, ou offre Plus à 14 € par mois et 0,18 € le kWh, pour 250 kWh par mois : laquelle revient le moins cher ?',
    );
    expect(text).toContain('l’emporte sur les deux tableaux');
    const first =
      'Deux offres d’électricité : A à 15 € par mois + 0,20 € le kWh, B à 22 € par mois + 0,17 € le kWh. Je consomme 4 000 kWh par an. Laquelle est la moins chère ?';
    const firstReply = await ask('spec', first);
    const again = await localAnswer({
      employee: 'spec',
      messages: [
        { role: 'user', content: first },
        { role: 'assistant', content: firstReply.text },
        { role: 'user', content: 'Et pour 2 000 kWh ?' },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(plain(again.text)).toContain('15 € × 12 mois + 0,20 € × 2 000 kWh = **580 €**');
    expect(plain(again.text)).toContain('**L’offre A** revient le moins cher');
  });
});
