import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { writers } from '../local/drafts/registry.ts';
import { corpus, type DomainIntent } from '../local/understanding/corpus.ts';
import { ownersOf } from '../local/understanding/roles.ts';
import { personas } from '../personas.ts';
import { allSkills, skillsOf } from './registry.ts';

describe('the skill registry', () => {
  it("declares each skill once, in its owner's folder, with the examples the classifier learns", () => {
    const ids = allSkills().map((skill) => skill.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const skill of allSkills()) {
      expect(corpus[skill.id as DomainIntent]).toBe(skill.examples);
      expect(skill.examples.length).toBeGreaterThan(10);
      expect(skill.label).toMatch(/^\p{Lu}/u);
      expect(skill.description).toMatch(/\.$/);
      expect(ownersOf(skill.id)[0]).toBe(
        skill.sharedWith
          ? employees.find((e) => [skill.owner, ...skill.sharedWith!].includes(e.id))!.id
          : skill.owner,
      );
    }
  });

  it('derives the roles, the writers and the persona prompts', () => {
    expect(skillsOf('alfred').map((skill) => skill.id)).toEqual([
      'email',
      'prioritise',
      'summarise',
      'meeting',
      'notes',
      'agenda',
      // Chip's CRM actions, which Alfred files too (decision 067).
      'crm_create_opportunity',
      'crm_move_opportunity',
      'crm_log_activity',
    ]);
    expect(skillsOf('spec').map((skill) => skill.id)).toEqual(['research', 'competitors', 'summarise']);
    expect(ownersOf('summarise')).toEqual(['alfred', 'spec']);
    for (const employee of employees) {
      expect(Object.keys(writers[employee.id]).sort()).toEqual(
        skillsOf(employee.id)
          .map((s) => s.id)
          .sort(),
      );
      for (const skill of skillsOf(employee.id))
        expect(personas[employee.id].systemPrompt).toContain(`- ${skill.label} : ${skill.description}`);
    }
  });
});
