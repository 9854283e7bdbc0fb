// The writers each employee has, derived from the skill registry (employees/, decision 055): a skill's
// writer, for its owner and the colleagues it is shared with.
import { employees } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { skillsOf } from '../../employees/registry.ts';
import type { Intent } from '../understanding/corpus.ts';
import type { Writer } from './writer.ts';

export const writers: Record<EmployeeId, Partial<Record<Intent, Writer>>> = Object.fromEntries(
  employees.map((e) => [e.id, Object.fromEntries(skillsOf(e.id).map((skill) => [skill.id, skill.write]))]),
) as Record<EmployeeId, Partial<Record<Intent, Writer>>>;
