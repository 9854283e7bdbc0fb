import { describe, expect, it } from 'vitest';
import { openPoints } from './open-points.ts';

// Monday 30 November 2026.
const now = new Date('2026-11-30T09:00:00Z');

describe('the open points of a plan', () => {
  it('reads what is missing, what comes late with its day, and what is not done yet', () => {
    const points = openPoints(
      'Je lance mon food truck le samedi 3 avril. Le camion n’est pas encore livré, on attend toujours la licence de la mairie et le cuisinier ne commence que le 1er avril. Quels risques ?',
      now,
    );
    expect(points).toMatchObject([
      { kind: 'unfinished', what: 'le camion', state: 'livré' },
      { kind: 'missing', what: 'la licence de la mairie' },
      { kind: 'late', what: 'le cuisinier' },
    ]);
    expect(points[2]?.day).toBe(Date.UTC(2027, 3, 1) / 86_400_000);
  });

  it('reads « en attente du … » with its article, and nothing in a plan without open points', () => {
    expect(
      openPoints(
        'Nous inaugurons la boutique le 12 mai ; en attente du permis d’enseigne, et les vitrines ne seront pas posées.',
        now,
      ),
    ).toEqual([
      { kind: 'missing', what: 'le permis d’enseigne' },
      { kind: 'unfinished', what: 'les vitrines', state: 'posées' },
    ]);
    expect(openPoints('Je veux ouvrir un salon à Vannes en mars avec deux coiffeuses.', now)).toEqual([]);
  });
});
