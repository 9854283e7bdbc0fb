import { describe, expect, it } from 'vitest';
import { figureTableAsked, figureTableReply, readTable } from './figures-table.ts';

const reply = (message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) => {
  const asked = figureTableAsked(message, history);
  return asked ? figureTableReply(asked.table, asked.focus) : null;
};

describe('a table of entities with a value per period', () => {
  it('reads years said once before the list, sums per entity, ranks and names who falls', () => {
    const text = reply(
      'Compare mes fournisseurs, achats 2023, 2024 et 2025 :\n- Moulin Dupuis : 12 k€, 14 k€, 15 k€\n- Ferme Le Gall : 8 k€, 6,5 k€, 5 k€\n- Brasserie Ty Coz : 4 k€, 9 k€, 7 k€\nLequel baisse ?',
    );
    expect(text).toMatch(
      /^\*\*Classement par total cumulé de 2023 à 2025[^\n]*\n1\. \*\*Moulin Dupuis\*\* : 41\u202f000 €\n2\. \*\*Brasserie Ty Coz\*\* : 20\u202f000 €\n3\. \*\*Ferme Le Gall\*\* : 19\u202f500 €/,
    );
    expect(text).toContain('| Fournisseur | 2023 | 2024 | 2025 | Cumul | Évolution |');
    expect(text).toContain(
      '**En baisse :** Ferme Le Gall : 8\u202f000 € en 2023, 5\u202f000 € en 2025 (−3\u202f000 €, −37,5 %)',
    );
    expect(text).toContain('| **Total** | 24\u202f000 € | 29\u202f500 € | 27\u202f000 € | 80\u202f500 € |');
  });

  it('reads years given on the first entity, in brackets, and keeps the rest in that order', () => {
    const table = readTable(
      'Classe mes salles par chiffre d’affaires : Salle Horizon (2022 : 31 000 €, 2023 : 28 500 €), Le Patio (19 000 €, 26 000 €) et Espace Quai Sud (22 000 €, 24 500 €). Laquelle décroche ?',
    );
    expect(table).toMatchObject({
      metric: 'chiffre d’affaires',
      periods: ['2022', '2023'],
      rows: [
        { label: 'Salle Horizon', values: [31_000, 28_500] },
        { label: 'Le Patio', values: [19_000, 26_000] },
        { label: 'Espace Quai Sud', values: [22_000, 24_500] },
      ],
    });
  });

  it('counts the periods when only their number is said, and reads bare counts', () => {
    const text = reply(
      'Ventes de pains par boutique sur les 3 derniers mois : Quimper : 1 200, 1 350, 1 500 ; Brest : 1 600, 1 400, 1 100 ; Morlaix : 900, 950, 1 000. Laquelle recule ?',
    );
    expect(text).toContain('| Boutique | 1er mois | 2e mois | 3e mois | Cumul | Évolution |');
    expect(text).toContain('**En baisse :** Brest : 1\u202f600 le 1er mois, 1\u202f100 le 3e mois');
    expect(text).toContain(
      '**Le 3e mois, l’ordre n’est plus le même :** Quimper (1\u202f500), Brest (1\u202f100), Morlaix (1\u202f000).',
    );
  });

  it('answers the average per period on the table of the turn before', () => {
    const first =
      'CA par agence sur 2024-2025 : Vannes (80 000 €, 90 000 €), Lorient (70 000 €, 65 000 €). Classe-les.';
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: reply(first) ?? '' },
    ];
    expect(reply('Et la moyenne par an ?', history)).toMatch(
      /^\*\*Moyenne par an de 2024 à 2025 :\*\* Vannes 85\u202f000 €, Lorient 67\u202f500 €\./,
    );
  });

  it('leaves a single series, quotes with several kinds of figures and rates to other readings', () => {
    expect(readTable('CA 2022 : 48 300 €, 2023 : 52 900 €, 2024 : 61 750 €')).toBeNull();
    expect(
      readTable(
        'Deux devis : Menuiserie Caradec 4 200 € HT, délai 3 semaines, garantie 10 ans ; Bois & Co 3 900 € HT, délai 6 semaines, garantie 2 ans.',
      ),
    ).toBeNull();
    expect(readTable('Taux de marge 2024-2025 : Atelier (32 %, 35 %), Boutique (41 %, 38 %)')).toBeNull();
  });
});
