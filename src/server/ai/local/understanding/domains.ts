// The words that place a request in a colleague's field, declared by each employee beside its example
// sentences (employees/<id>/examples.ts): hiring (candidates, job offers), customer service
// (complaints, tickets, refunds), sales (prospects, outreach), marketing (posts, articles, SEO),
// projects (milestones, schedules), research (competitors, market watch), the agenda. A request is
// handed to a colleague only when it says so in such words: a classifier's guess alone ("Réponds à
// Julie…" read as planning) must not send the user away from the employee they asked.
import type { EmployeeId } from '../../../../shared/routes.ts';
import { alfredFieldWords } from '../../employees/alfred/examples.ts';
import { chipFieldWords } from '../../employees/chip/examples.ts';
import { clideFieldWords } from '../../employees/clide/examples.ts';
import { dotFieldWords } from '../../employees/dot/examples.ts';
import { millieFieldWords } from '../../employees/millie/examples.ts';
import { specFieldWords } from '../../employees/spec/examples.ts';
import { sukiFieldWords } from '../../employees/suki/examples.ts';
import { fold } from '../french.ts';

const cues: Record<EmployeeId, RegExp> = {
  alfred: alfredFieldWords,
  chip: chipFieldWords,
  clide: clideFieldWords,
  suki: sukiFieldWords,
  dot: dotFieldWords,
  millie: millieFieldWords,
  spec: specFieldWords,
};

/** The employees whose field the request names in its own words. */
export function employeesNamedByWords(command: string): Set<EmployeeId> {
  const folded = fold(command);
  const named = new Set<EmployeeId>();
  for (const [employee, words] of Object.entries(cues) as Array<[EmployeeId, RegExp]>) {
    if (words.test(folded)) named.add(employee);
  }
  return named;
}
