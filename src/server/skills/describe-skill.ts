import { employees } from '../../shared/employees.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { readSkillSchedule } from '../ai/index.ts';
import type { NewProposal } from '../approvals/approvals.service.ts';
import { ApiError } from '../http/errors.ts';

/**
 * A skill described in French becomes the employee's proposed configuration, to approve (or edit then
 * approve) in the inbox; an unreadable frequency is a French 400 saying how to write it.
 */
export function describeSkill(employee: EmployeeId, text: string, now: Date): Omit<NewProposal, 'userId'> {
  const schedule = readSkillSchedule(text, now);
  if (!schedule)
    throw new ApiError(
      400,
      'validation:body',
      'Je n’ai pas compris quand la lancer : précisez la fréquence, par exemple « tous les lundis à 9h » ou « chaque jour à 8h30 ».',
    );
  const name =
    schedule.instruction.length > 60 ? `${schedule.instruction.slice(0, 57)}…` : schedule.instruction;
  const who = employees.find((e) => e.id === employee)?.name ?? employee;
  return {
    employee,
    kind: 'configure_skill',
    params: {
      employee,
      kind: 'custom',
      name,
      instruction: schedule.instruction,
      trigger: 'schedule',
      cron: schedule.cron,
      destination: schedule.destination,
    },
    summary: `${who} : « ${name} », ${schedule.when}`,
    reason: `Vous avez demandé : « ${text} »`,
    source: 'Automatisations',
  };
}
