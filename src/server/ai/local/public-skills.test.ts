import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { skillLabelled } from '../employees/registry.ts';
import { isChatSkill } from '../employees/skill.ts';
import { curlyApostrophes } from './french.ts';
import { localAnswer } from './reply.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';
import { voices } from './team.ts';

// Decision 075: each public skill label of an employee (src/shared/employees.ts) is a skill of the
// registry, and the help reply says how to get it: the request it suggests for a chat skill runs that
// very skill; a skill only a trigger runs is offered as the automation to turn on.

const now = new Date('2026-11-24T09:00:00Z');
const ask = (employee: (typeof employees)[number]['id'], content: string) =>
  localAnswer({
    employee,
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('the public skill labels', () => {
  for (const employee of employees) {
    it(`${employee.name}: the request the help suggests for each label runs the skill of that label`, async () => {
      const help = (await ask(employee.id, 'Que sais-tu faire ?')).text;
      for (const [index, label] of employee.skills.entries()) {
        const skill = skillLabelled(employee.id, label);
        expect(skill, label).not.toBeNull();
        if (!skill) continue;
        if (isChatSkill(skill)) {
          const example = voices[employee.id].examples[index]!;
          // The help sets the example’s apostrophes as every reply does.
          expect(help).toContain(`**${label}** : « ${curlyApostrophes(example)} »`);
          const { understood } = await ask(employee.id, example);
          expect({ label, example, skill: understood.skill }).toEqual({ label, example, skill: skill.id });
        } else {
          expect(help).toContain(
            `**${label}** : une automatisation, à activer dans la section Automatisations`,
          );
        }
      }
    });
  }
});
