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
