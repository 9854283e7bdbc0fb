import { describe, expect, it } from 'vitest';
import { figuresAsked, figuresReply, readSeries } from './figures.ts';

const reply = (message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) => {
  const asked = figuresAsked(message, history);
  return asked ? figuresReply(asked.series, asked.focus) : null;
};

describe('the user’s figures', () => {
  it('reads a monthly series with its metric, and computes variations, total and average', () => {
    const text = reply(
      'Analyse ces chiffres : CA janvier 42 000 €, février 38 500 €, mars 51 200 €. Quelle tendance ?',
    );
    expect(text).toMatch(/^\*\*CA de janvier à mars : .*\+21,9 %/);
    expect(text).toContain('| Février | 38\u202f500 € | −3\u202f500 € (−8,3 %) |');
    expect(text).toContain('**Total :** 131\u202f700 €');
    expect(text).toContain('**Moyenne :** 43\u202f900 € par mois');
  });

  it('reads years as labels, k€ as thousands, and bare numbers in a list of counts', () => {
    expect(
      readSeries('Notre chiffre d’affaires était de 120 k€ en 2023, 135 k€ en 2024 et 150 k€ en 2025'),
    ).toMatchObject({
      metric: 'chiffre d’affaires',
      kind: 'year',
      figures: [
        { label: '2023', value: 120_000 },
        { label: '2024', value: 135_000 },
        { label: '2025', value: 150_000 },
      ],
    });
    expect(
      readSeries('312 commandes en septembre, 280 en octobre et 355 commandes en novembre')?.figures,
    ).toEqual([
      { label: 'septembre', value: 312 },
      { label: 'octobre', value: 280 },
      { label: 'novembre', value: 355 },
    ]);
  });

  it('compares items, sums expenses and treats rates as points, not a total', () => {
    expect(
      reply('Compare les ventes par boutique : Nantes 12 400 €, Rennes 9 800 €, Angers 15 100 €'),
    ).toMatch(/^\*\*Comparaison sur 3 éléments : Angers en tête avec 15\u202f100 €/);
    expect(
      reply('Combien ça fait au total : loyer 1 200 €, électricité 180 €, internet 45 € et assurance 95 € ?'),
    ).toMatch(/^\*\*Total : 1\u202f520 €\*\*/);
    const rates = reply('Taux de conversion T1 2,4 %, T2 3,1 %, T3 2,8 %, T4 3,6 % : comment ça évolue ?');
    expect(rates).toContain('+0,7 pt');
    expect(rates).not.toContain('**Total');
  });

  it('answers a follow-up on the earlier figures, and a what-if adds a value', () => {
    const history = [
      {
        role: 'user' as const,
        content: 'CA janvier 42 000 €, février 38 500 €, mars 51 200 € : ton analyse ?',
      },
      { role: 'assistant' as const, content: '… et je recalcule.' },
    ];
    expect(reply('Et quelle est la moyenne mensuelle ?', history)).toMatch(
      /^\*\*Moyenne : 43\u202f900 € par mois\*\*/,
    );
    expect(reply('Et si avril fait 45 000 € ?', history)).toMatch(/^\*\*CA de janvier à avril/);
  });

  it('leaves letters and lone figures to the other writers', () => {
    expect(
      reply('Rédige un mail : offre Essentiel à 49 € par mois et Premium à 89 €, compare-les'),
    ).toBeNull();
    expect(reply('Analyse notre marché : nous avons 12 salariés')).toBeNull();
    expect(reply('Et la moyenne ?')).toBeNull();
    const unrelated = [
      { role: 'user' as const, content: 'CA janvier 42 000 €, février 38 500 € : ton analyse ?' },
      { role: 'assistant' as const, content: 'Voici un brouillon de mail.' },
    ];
    expect(reply('Combien de temps faut-il ?', unrelated)).toBeNull();
  });

  it('takes « sur les 3 ans » as the span asked about, and answers both questions asked', () => {
    const text = reply(
      'Nombre d’adhérents de mon club : 2023 : 410 adhérents, 2024 : 455 adhérents, 2025 : 430 adhérents. Combien au total sur les 3 ans, et quelle a été la meilleure saison ?',
    );
    expect(text).toMatch(
      /^\*\*Total : 1\u202f295 adhérents\*\* de 2023 à 2025\. \*\*Le plus haut : 2024 \(455 adhérents\)/,
    );
    expect(text).not.toContain('| 3 ');
  });
});
