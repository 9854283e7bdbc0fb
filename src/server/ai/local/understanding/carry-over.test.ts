import { describe, expect, it } from 'vitest';
import { carriedOver, hireAskedAbout, speaksOfSomeoneNamed } from './carry-over.ts';
import { extractFacts } from './facts.ts';

const now = new Date('2026-11-26T10:00:00Z');
const previous = (command: string) => ({ command, facts: extractFacts(command, now) });

describe('speaksOfSomeoneNamed', () => {
  it('reads a pronoun or "le client" subject as someone named before', () => {
    expect(speaksOfSomeoneNamed('Il veut être remboursé plutôt que renvoyé.')).toBe(true);
    expect(speaksOfSomeoneNamed('Et elle demande un avoir')).toBe(true);
    expect(speaksOfSomeoneNamed('La cliente préfère un échange')).toBe(true);
    expect(speaksOfSomeoneNamed('Il faut répondre vite')).toBe(false);
    expect(speaksOfSomeoneNamed('Réponds à Mme Petit')).toBe(false);
  });
});

describe('carriedOver', () => {
  it('keeps the customer and the order of the previous request', () => {
    const before = previous(
      'Un client, M. Roux, dit que sa commande n°4582 est arrivée cassée. Réponds-lui.',
    );
    const turn = 'Il veut être remboursé plutôt que renvoyé.';
    const facts = carriedOver(before, turn, extractFacts(turn, now));
    expect(facts.people.map((person) => person.name)).toContain('Roux');
    expect(facts.references.map((reference) => reference.code).join(' ')).toContain('4582');
  });

  it('does not carry a customer into a request about someone else', () => {
    const before = previous(
      'Un client, M. Roux, dit que sa commande n°4582 est arrivée cassée. Réponds-lui.',
    );
    const turn = 'Mme Petit veut résilier son abonnement.';
    const facts = carriedOver(before, turn, extractFacts(turn, now));
    expect(facts.people.map((person) => person.name)).not.toContain('Roux');
  });

  it('keeps the duration a question asked about in the draft that follows', () => {
    const before = previous('Combien coûte un stagiaire pour 6 mois ?');
    const turn = 'Rédige l’offre de stage en marketing';
    expect(carriedOver(before, turn, extractFacts(turn, now)).durations.map((d) => d.text)).toEqual(
      before.facts.durations.map((d) => d.text),
    );
  });
});

describe('hireAskedAbout', () => {
  it('reads the job a cost question is about, not a contract', () => {
    expect(hireAskedAbout('Combien coûte un serveur en CDD de 3 mois ?')).toBe('serveur');
    expect(hireAskedAbout('Combien coûte un stagiaire pour 6 mois ?')).toBeNull();
  });

  it('gives the offer that follows the job asked about', () => {
    const before = previous('Combien coûte un serveur en CDD de 3 mois ?');
    const turn = 'Rédige l’offre';
    expect(carriedOver(before, turn, extractFacts(turn, now)).jobTitles).toEqual(['serveur']);
  });
});
