// Which requests each employee writes: the one table of the employees' roles. The first intent of
// an employee is its main writing (what a writing request it cannot place becomes); an intent's
// owners, in the team's order, are who writes it, the first being who a hand-off points to.
import type { EmployeeId } from '../../../../shared/routes.ts';
import type { DomainIntent, Intent } from './corpus.ts';

export const employeeDomain: Record<EmployeeId, DomainIntent[]> = {
  alfred: ['email', 'prioritise', 'summarise', 'meeting', 'notes', 'agenda'],
  chip: ['prospecting', 'crm'],
  clide: ['support', 'escalation', 'support_queue'],
  suki: ['post', 'article', 'seo', 'newsletter', 'content_ideas', 'description'],
  dot: ['job_offer', 'screening', 'candidate_outreach', 'interview'],
  millie: ['project_status', 'project_plan', 'deadlines', 'workload'],
  spec: ['research', 'competitors', 'summarise'],
};

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
  return (Object.keys(employeeDomain) as EmployeeId[]).filter((id) =>
    (employeeDomain[id] as Intent[]).includes(intent),
  );
}

/** True when the intent is in the employee's role. */
export function inRole(employee: EmployeeId, intent: Intent): boolean {
  return (employeeDomain[employee] as Intent[]).includes(intent);
}
