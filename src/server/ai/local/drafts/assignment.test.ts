import { describe, expect, it } from 'vitest';
import { assignmentOf } from '../understanding/assignment.ts';
import { assign } from './assignment.ts';
import { converse } from './play-conversation.ts';

const teamOf = (result: ReturnType<typeof assign>, slot: string) => result.teams.get(slot) ?? [];

describe('people shared out over places or days', () => {
  it('reads the places, the people, the need and who must stay apart', () => {
    const request = assignmentOf(
      'Samedi j’ai le marché de Vannes et celui d’Auray. 4 vendeurs : Lea, Tom, Inès et Karim. Il faut 2 personnes par marché et Tom et Inès ne doivent pas être ensemble. Qui va où ?',
    );
    expect(request?.kind).toBe('places');
    expect(request?.slots.map((slot) => [slot.name, slot.need])).toEqual([
      ['Vannes', 2],
      ['Auray', 2],
    ]);
    expect(request?.people).toEqual(['Léa', 'Tom', 'Inès', 'Karim']);
    expect(request?.apart).toEqual([['Tom', 'Inès']]);
    const result = assign(request!);
    for (const team of result.teams.values()) {
      expect(team).toHaveLength(2);
      expect(team.includes('Tom') && team.includes('Inès')).toBe(false);
    }
  });

  it('places the pinned person first, with the reason said before, and spare hands where the need is largest', () => {
    const request = assignmentOf(
      'Demain on a trois chantiers : Plouharnel, Carnac et Quiberon. J’ai 5 gars : Yann, Erwan, Loïc, Mathis et Kévin. Il faut 2 personnes à Carnac, les autres peuvent être seuls. Loïc a le permis poids lourd, il doit être à Carnac. Répartis-les.',
    );
    expect(request?.slots.map((slot) => slot.need)).toEqual([1, 2, 1]);
    expect(request?.pinned).toEqual([
      { person: 'Loïc', slot: 'Carnac', why: 'Loïc a le permis poids lourd' },
    ]);
    expect(request?.slotsSaid).toBe('trois chantiers');
    expect(request?.peopleSaid).toBe('5 gars');
    const result = assign(request!);
    expect(teamOf(result, 'Carnac')).toContain('Loïc');
    expect(teamOf(result, 'Carnac')).toHaveLength(3);
    expect([...result.extra.values()].flat()).toHaveLength(1);
  });

  it('shares the days of a week, with each one’s days off respected and the load even', () => {
    const request = assignmentOf(
      'Fais le planning de la boutique : ouvert du mardi au samedi, il faut 2 personnes le samedi et 1 les autres jours. On est trois : Claire, Malik et Sarah. Sarah ne travaille pas le mardi.',
    );
    expect(request?.kind).toBe('days');
    expect(request?.slots.map((slot) => slot.name)).toEqual([
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
    ]);
    expect(request?.unavailable).toEqual([{ person: 'Sarah', slot: 'mardi' }]);
    const result = assign(request!);
    expect(teamOf(result, 'mardi')).not.toContain('Sarah');
    expect(teamOf(result, 'samedi')).toHaveLength(2);
    const load = ['Claire', 'Malik', 'Sarah'].map(
      (person) => [...result.teams.values()].filter((team) => team.includes(person)).length,
    );
    expect(Math.max(...load) - Math.min(...load)).toBeLessThanOrEqual(1);
  });

  it('asks nothing of a request that shares no one out', () => {
    expect(assignmentOf('Fais le rétroplanning du salon du 20 mars avec Julie et Marc.')).toBeNull();
  });

  it('takes out whoever a later turn says is away, and says what is short', async () => {
    const [, again] = await converse('millie', [
      'Samedi j ai le marche de Vannes et celui d Auray. 4 vendeurs : Lea, Tom, Ines et Karim. Il faut 2 personnes par marche et Tom et Ines ne doivent pas etre ensemble. Qui va ou ?',
      'Karim est malade samedi, refais sans lui',
    ]);
    expect(again).toContain('sans Karim');
    expect(again).not.toMatch(/\| (?:Vannes|Auray) \|[^\n]*Karim/);
    expect(again).toContain('il manque 1 personne');
    expect(again).toContain('Comment j’ai réparti');
  });
});
