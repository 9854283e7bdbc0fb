import { describe, expect, it } from 'vitest';
import { curlyApostrophes } from './french.ts';
import { localAnswer } from './reply.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

describe('the French apostrophe set once for every reply', () => {
  it('makes an elision typed with a straight apostrophe curly', () => {
    expect(curlyApostrophes("C'est l'an qu'on attendait, jusqu'à aujourd'hui.")).toBe(
      'C’est l’an qu’on attendait, jusqu’à aujourd’hui.',
    );
    expect(curlyApostrophes("« L'Atelier d'Émilie » ouvre.")).toBe('« L’Atelier d’Émilie » ouvre.');
  });

  it('leaves quotes made of single marks, code, links, URLs and emails as typed', () => {
    expect(curlyApostrophes("Il a dit 'oui' hier.")).toBe("Il a dit 'oui' hier.");
    expect(curlyApostrophes("Tapez `l'option` puis voyez https://exemple.fr/l'offre?q=qu'on.")).toBe(
      "Tapez `l'option` puis voyez https://exemple.fr/l'offre?q=qu'on.",
    );
    expect(
      curlyApostrophes("Écrivez à jean.d'arc@exemple.fr, voir [l'offre](https://exemple.fr/l'offre)."),
    ).toBe("Écrivez à jean.d'arc@exemple.fr, voir [l’offre](https://exemple.fr/l'offre).");
    expect(curlyApostrophes("```\nit's\n```\nC'est")).toBe("```\nit's\n```\nC’est");
  });

  it('gives a draft made of the user’s words one kind of apostrophe', async () => {
    const now = new Date('2026-03-10T09:00:00Z');
    const { text } = await localAnswer({
      employee: 'alfred',
      messages: [
        {
          role: 'user',
          content:
            "Écris un mail à Paul Girard pour lui dire qu'on décale la livraison à l'an prochain, c'est une question d'approvisionnement.",
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(text).not.toMatch(/\p{L}'\p{L}/u);
    expect(text).toMatch(/\p{L}’\p{L}/u);
  });
});
