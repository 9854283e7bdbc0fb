// How drafts address people.
import type { Entities } from './entities.ts';

/** "Bonjour Monsieur Durand," or "Bonjour Julie," or "Bonjour,". */
export function salutation(person: Entities['person']): string {
  if (!person) return 'Bonjour,';
  return person.civility ? `Bonjour ${person.civility} ${person.name},` : `Bonjour ${person.name},`;
}

/** "M. Durand", "Mme Leroy", "Julie Martin". */
export function personLabel(person: NonNullable<Entities['person']>): string {
  if (!person.civility) return person.name;
  return `${person.civility === 'Monsieur' ? 'M.' : 'Mme'} ${person.name}`;
}
