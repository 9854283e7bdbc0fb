import { describe, expect, it } from 'vitest';
import { withAntecedents } from './antecedents.ts';

const now = new Date('2026-11-26T09:00:00Z');

describe('pronoun objects', () => {
  it('stand for what the message named before them', () => {
    expect(
      withAntecedents(
        'Organise une soirée portes ouvertes le 12 décembre, fais-moi un post pour l’annoncer',
        [],
        now,
      ),
    ).toBe(
      'Organise une soirée portes ouvertes le 12 décembre, fais-moi un post pour annoncer notre soirée portes ouvertes le 12 décembre',
    );
  });

  it('take the object of a clause rather than its subject, said again with a demonstrative', () => {
    expect(
      withAntecedents('Un client nous a laissé un avis élogieux, fais un post pour le partager', [], now),
    ).toMatch(/pour partager cet avis élogieux$/);
  });

  it('look back in the conversation', () => {
    expect(
      withAntecedents('Écris un post pour la présenter', ['Nous lançons une gamme de thés bio.'], now),
    ).toBe('Écris un post pour présenter notre gamme de thés bio');
  });

  it('leave the people written to alone, and nouns that look like verbs', () => {
    const invite = 'Écris un mail à nos clients pour les inviter';
    expect(withAntecedents(invite, ['Nous organisons un atelier.'], now)).toBe(invite);
    const noun = 'Organise un salon, prépare aussi l’annonce';
    expect(withAntecedents(noun, [], now)).toBe(noun);
  });
});
