import { describe, expect, it } from 'vitest';
import type { Style } from '../understanding/conversation.ts';
import { names } from '../understanding/facts.ts';
import { greeting } from './compose.ts';

// The greeting of a letter to someone named without a civility (issue 41: « Bonjour Patrick Lemaire, »).
const style: Style = { length: 0, tone: 'neutral', address: 'vous', additions: [] };
const person = (name: string, civility: 'M.' | 'Mme' | null = null) => ({ name, civility, label: name });

describe('greeting someone named without a civility', () => {
  it('says « Monsieur » or « Madame » with the surname when the first name is certain', () => {
    expect(greeting(person('Patrick Lemaire'), style)).toBe('Bonjour Monsieur Lemaire,');
    expect(greeting(person('Sophie Caron'), style)).toBe('Bonjour Madame Caron,');
    expect(greeting(person('Patrick Lemaire'), { ...style, tone: 'formal' })).toBe('Monsieur Lemaire,');
  });

  it('assumes nothing of an epicene or unknown first name, nor of a first name alone', () => {
    expect(greeting(person('Camille Roux'), style)).toBe('Bonjour Camille Roux,');
    expect(greeting(person('Ysaline Lambert'), style)).toBe('Bonjour Ysaline Lambert,');
    expect(greeting(person('Paul'), style)).toBe('Bonjour Paul,');
  });

  it('keeps the first name in a friendly letter or with « tu », and the civility the user gave', () => {
    expect(greeting(person('Patrick Lemaire'), { ...style, tone: 'friendly' })).toBe('Bonjour Patrick,');
    expect(greeting(person('Patrick Lemaire'), { ...style, address: 'tu' })).toBe('Bonjour Patrick,');
    expect(greeting(person('Dominique Lemaire', 'Mme'), style)).toBe('Bonjour Madame Lemaire,');
  });
});

describe('greeting a couple', () => {
  it('reads « M. et Mme Lefort » and « Madame et Monsieur Martin » as a couple', () => {
    const [lefort] = names('Écris un mail à M. et Mme Lefort pour leur confirmer les travaux.').people;
    expect(lefort).toMatchObject({ name: 'Lefort', label: 'M. et Mme Lefort', couple: true });
    const [martin] = names('Réponds à Madame et Monsieur Martin au sujet des rideaux.').people;
    expect(martin).toMatchObject({ name: 'Martin', couple: true });
    // Two people of the same civility are not a couple read here.
    expect(names('Écris à M. Caron et M. Duval.').people.every((person) => !person.couple)).toBe(true);
  });

  it('greets both by their name, never « Madame, Monsieur »', () => {
    const lefort = names('un mail à M. et Mme Lefort').people[0];
    expect(greeting(lefort, style)).toBe('Bonjour Madame et Monsieur Lefort,');
    expect(greeting(lefort, { ...style, tone: 'formal' })).toBe('Chère Madame, cher Monsieur Lefort,');
  });
});
