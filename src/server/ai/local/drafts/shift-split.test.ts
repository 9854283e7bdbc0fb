import { describe, expect, it } from 'vitest';
import { constraintsOf, peopleOf, shiftRequestOf, shiftsOf, splitShifts } from './shift-split.ts';

describe('people split over the shifts the user gives', () => {
  it('reads shifts by their hours and how many each needs', () => {
    expect(
      shiftsOf('Créneaux : 7h-12h (2 caissiers), 12h-16h30 (1 caissier), 16h30-20h (2 caissiers)'),
    ).toEqual([
      { label: '7 h – 12 h', start: 420, end: 720, day: null, need: 2 },
      { label: '12 h – 16 h 30', start: 720, end: 990, day: null, need: 1 },
      { label: '16 h 30 – 20 h', start: 990, end: 1200, day: null, need: 2 },
    ]);
  });

  it('reads shifts by day and part of the day', () => {
    expect(
      shiftsOf('Il me faut deux bénévoles vendredi soir et 3 samedi matin').map((each) => [
        each.label,
        each.need,
      ]),
    ).toEqual([
      ['vendredi soir', 2],
      ['samedi matin', 3],
    ]);
  });

  it('reads the people named and each one’s constraint', () => {
    const message =
      'J’ai Paul, Nora, Léo et Sami. Nora ne peut pas le samedi, Léo pas après 14h et Sami ne vient que le matin.';
    expect(peopleOf(message)).toEqual(['Paul', 'Nora', 'Léo', 'Sami']);
    expect(constraintsOf(message, peopleOf(message))).toEqual([
      { person: 'Nora', kind: 'not_day', day: 'samedi' },
      { person: 'Léo', kind: 'not_after', minutes: 840 },
      { person: 'Sami', kind: 'morning_only' },
    ]);
  });

  it('places everyone once and keeps every constraint', () => {
    const request = shiftRequestOf(
      'Qui fait quoi ? 8h-13h (2 personnes), 13h-18h (2 personnes). J’ai Paul, Nora, Léo et Sami. Léo ne peut pas avant 13h et Sami ne vient que le matin.',
    )!;
    const split = splitShifts(request)!;
    expect(split.get('13 h – 18 h')).toContain('Léo');
    expect(split.get('8 h – 13 h')).toContain('Sami');
    expect([...split.values()].flat().sort()).toEqual(['Léo', 'Nora', 'Paul', 'Sami']);
  });

  it('is no split when the constraints cannot all be kept, and no request without shifts', () => {
    const request = shiftRequestOf(
      'Fais la répartition : 8h-12h (2 personnes), 14h-18h (1 personne). J’ai Paul, Nora et Léo. Nora ne peut pas avant 14h et Léo ne vient que l’après-midi.',
    )!;
    expect(splitShifts(request)).toBeNull();
    expect(shiftRequestOf('Fais la répartition des tâches entre Paul et Nora.')).toBeNull();
  });

  it('shares dated days among fewer people, each keeping the days off asked', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const request = shiftRequestOf(
      'Planning des dimanches : les dimanches 6 et 13 décembre et le dimanche 20 décembre, deux serveurs par dimanche. J’ai Yanis, Nora et Enzo, chacun garde au moins un dimanche de libre. Fais la répartition.',
      now,
    )!;
    expect(request.shifts.map((shift) => shift.need)).toEqual([2, 2, 2]);
    const split = splitShifts(request)!;
    for (const person of ['Yanis', 'Nora', 'Enzo'])
      expect([...split.values()].filter((team) => team.includes(person))).toHaveLength(2);
  });

  it('keeps a person off the date they cannot do', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const request = shiftRequestOf(
      'Répartis mes vendeuses sur les samedis 5, 12 et 19 décembre, deux vendeuses par samedi : Léa, Inès et Lola. Lola n’est pas là le 12.',
      now,
    )!;
    const split = splitShifts(request)!;
    expect(split.get('samedi 12 décembre')).toEqual(['Léa', 'Inès']);
  });
});
