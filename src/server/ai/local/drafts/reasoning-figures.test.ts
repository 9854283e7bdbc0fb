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
