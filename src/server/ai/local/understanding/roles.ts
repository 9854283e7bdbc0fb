// Which requests each employee writes, derived from the skill registry (employees/, decision 055). The
// first skill of an employee is its main writing (what a writing request it cannot place becomes); a
// skill's owners, in the team's order, are who writes it, the first being who a hand-off points to.
// Read at call time, not at load: the registry holds the writers, which import this folder.
import { employees } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { skillsOf } from '../../employees/registry.ts';
import { fold } from '../french.ts';
import type { DomainIntent, Intent } from './corpus.ts';

let domains: Record<EmployeeId, DomainIntent[]> | undefined;

/** The intents of an employee's skills, main one first. */
export function employeeDomainOf(employee: EmployeeId): DomainIntent[] {
  domains ??= Object.fromEntries(
    employees.map((e) => [e.id, skillsOf(e.id).map((skill) => skill.id)]),
  ) as Record<EmployeeId, DomainIntent[]>;
  return domains[employee];
}

/**
 * What a mail or a message becomes in an employee's hands when the role has its own kind of
 * message: a mail Dot is asked to write goes to a candidate, not into a job offer.
 */
export const messageIntentOf: Partial<Record<EmployeeId, DomainIntent>> = {
  dot: 'candidate_outreach',
  chip: 'prospecting',
  clide: 'support',
};

/** The employees whose role covers an intent (none for greetings, limits and actions). */
export function ownersOf(intent: Intent): EmployeeId[] {
  return employees.map((e) => e.id).filter((id) => inRole(id, intent));
}

/** True when the intent is in the employee's role. */
export function inRole(employee: EmployeeId, intent: Intent): boolean {
  return (employeeDomainOf(employee) as Intent[]).includes(intent);
}

/** The one skill of the employee the request names by its cue words (registry `cues`), if exactly one. */
export function skillCuedBy(employee: EmployeeId, command: string): DomainIntent | null {
  const folded = fold(command);
  const named = skillsOf(employee).filter((skill) => skill.cues?.test(folded));
  return named.length === 1 ? named[0]!.id : null;
}

/** The one skill of the employee whose opening words (registry `asked`) the request starts with. */
export function skillAskedBy(employee: EmployeeId, command: string): DomainIntent | null {
  const folded = fold(command).trim();
  const named = skillsOf(employee).filter((skill) => skill.asked?.exec(folded)?.index === 0);
  return named.length === 1 ? named[0]!.id : null;
}
