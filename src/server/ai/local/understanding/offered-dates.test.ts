import { describe, expect, it } from 'vitest';
import { parisClock } from '../../../../shared/paris-time.ts';
import { extractFacts } from './facts.ts';
import { offeredDates } from './offered-dates.ts';

// Sunday 29 November 2026, in Paris.
const now = new Date('2026-11-29T10:00:00Z');
const offered = (command: string) =>
  offeredDates(command, extractFacts(command, now).dates, parisClock(now).day)?.map((date) => date.label) ??
  null;

describe('days offered as alternatives', () => {
  it('gives a time said once to each day said without one', () => {
    expect(offered('propose-lui le mardi 15 ou le jeudi 17 décembre à 10h')).toEqual([
      'mardi 15 décembre à 10 h',
      'jeudi 17 décembre à 10 h',
    ]);
    expect(offered('Propose le 18, le 19 ou le 21 décembre à 14h30')).toEqual([
      'vendredi 18 décembre à 14 h 30',
      'samedi 19 décembre à 14 h 30',
      'lundi 21 décembre à 14 h 30',
    ]);
  });

  it('keeps each day’s own time', () => {
    expect(offered('le mardi 15 décembre à 9h ou le jeudi 17 décembre à 16h')).toEqual([
      'mardi 15 décembre à 9 h',
      'jeudi 17 décembre à 16 h',
    ]);
  });

  it('is no choice when the days are not joined by « ou »', () => {
    expect(offered('Entretien le mardi 15 décembre à 10h, puis visite le jeudi 17 décembre')).toBeNull();
    expect(offered('Rendez-vous le 15 décembre à 10h')).toBeNull();
  });

  it('leaves the hour open when a part of the day is said, not an hour', () => {
    expect(offered('lundi ou mardi après-midi')).toEqual(['lundi 30 novembre', 'mardi 1er décembre']);
  });
});
