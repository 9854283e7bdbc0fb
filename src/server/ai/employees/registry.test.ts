import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { type EmployeeId, employeeIds } from '../../../shared/routes.ts';
import { builtinSkills, skillKinds } from '../../../shared/skills-model.ts';
import { proposedSummary } from '../../testing/proposed-action.ts';
import { supportTicket } from '../../testing/support-ticket.ts';
import { workspaceActions } from '../actions/registry.ts';
import { writers } from '../local/drafts/registry.ts';
import { localAnswer } from '../local/reply.ts';
import { sampleWorkspaceSnapshot } from '../local/sample-snapshot.ts';
import { corpus, type DomainIntent } from '../local/understanding/corpus.ts';
import { ownersOf } from '../local/understanding/roles.ts';
import { personas } from '../personas.ts';
import type { WorkspaceSnapshot } from '../types.ts';
import {
  actionsOf,
  allActingSkills,
  allDeclarations,
  allReasoningSkills,
  allSkills,
  scheduledSkill,
  scheduledSkills,
  skillsOf,
} from './registry.ts';
import { isChatSkill } from './skill.ts';

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
      // Dot's employer documents, which Alfred writes too.
      'hr_documents',
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
      // The automations too, as the skills page offers them (decision 075).
      for (const builtin of builtinSkills)
        expect(
          personas[employee.id].systemPrompt.includes(`- ${builtin.name} : ${builtin.instruction}`),
        ).toBe(builtin.employee === employee.id);
    }
  });

  it('declares every built-in automation once, in the folder of the employee the skills page shows it under', () => {
    const kinds = scheduledSkills().map((skill) => skill.scheduled.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual(skillKinds.filter((kind) => kind !== 'custom').sort());
    for (const builtin of builtinSkills) {
      const declared = scheduledSkill(builtin.kind);
      expect(declared?.owner, builtin.kind).toBe(builtin.employee);
      // A triggered-only skill is labelled as the skills page names its automation.
      if (!declared?.chatSkill) expect(declared?.label).toBe(builtin.name);
    }
    expect(scheduledSkill('custom')).toBeNull();
  });

  it('links the automations that are the same work as a chat skill to it', () => {
    const linked = Object.fromEntries(scheduledSkills().map((s) => [s.scheduled.kind, s.chatSkill]));
    expect(linked).toMatchObject({
      weekly_priorities: 'prioritise',
      morning_agenda: 'agenda',
      opportunity_followup: 'crm',
      project_status: 'project_status',
      overdue_watch: 'deadlines',
      content_calendar: 'content_ideas',
      overdue_reminders: null,
      support_digest: null,
      watch_summary: null,
      interview_reminders: null,
    });
    // A triggered-only declaration is no chat skill: it trains no classifier and names no writer.
    const triggeredOnly = allDeclarations().filter((skill) => !isChatSkill(skill));
    expect(triggeredOnly).toHaveLength(4);
    for (const skill of triggeredOnly) {
      expect(allSkills()).not.toContain(skill);
      expect(skill.description).toMatch(/\.$/);
    }
  });

  it('reaches the run writers lazily: the offline engine, which loads the declarations, loads no database code', () => {
    for (const employee of employees) {
      const source = readFileSync(new URL(`./${employee.id}/skills.ts`, import.meta.url), 'utf8');
      const staticImports = [...source.matchAll(/^import[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
      expect(staticImports.filter((spec) => /runs|workspace-rows|\/db\/|drizzle/.test(spec!))).toEqual([]);
      const owns = scheduledSkills().some((skill) => skill.owner === employee.id);
      expect(source.includes("import('./runs.ts')"), employee.id).toBe(owns);
    }
  });

  it('backs every public skill label of an employee with a skill that employee runs, in the chat or by a trigger', () => {
    for (const employee of employees) {
      const runs = allDeclarations()
        .filter(
          (skill) =>
            skill.owner === employee.id || (isChatSkill(skill) && skill.sharedWith?.includes(employee.id)),
        )
        .map((skill) => skill.label);
      expect(new Set(employee.skills).size, employee.id).toBe(employee.skills.length);
      expect(
        employee.skills.filter((label) => !runs.includes(label)),
        `${employee.name}: public labels no skill of the registry declares`,
      ).toEqual([]);
    }
  });
});

describe('the skills that act', () => {
  const now = new Date('2026-11-24T09:00:00Z');
  // The desk a ticket's escalation is read against.
  const desk: WorkspaceSnapshot['support'] = {
    openCount: 1,
    overdueCount: 0,
    tickets: [supportTicket({ overdue: false, triage: null })],
  };

  it('declares every workspace action a model may take once, and the mail page’s sending in none', () => {
    const declaring = (kind: string) =>
      [...allSkills(), ...allActingSkills()].filter((skill) => skill.action === kind);
    for (const kind of Object.keys(workspaceActions))
      expect(declaring(kind), kind).toHaveLength(kind === 'send_email' ? 0 : 1);
    // Tools follow the skills: Alfred files the CRM's opportunities too, Suki does not.
    expect(actionsOf('alfred')).toEqual(
      expect.arrayContaining(['create_task', 'create_event', 'update_task_status', 'crm_create_opportunity']),
    );
    expect(actionsOf('suki')).not.toContain('crm_create_opportunity');
    expect(actionsOf('clide')).toEqual(expect.arrayContaining(['support_reply', 'support_escalate']));
  });

  it.each(
    [...allSkills(), ...allActingSkills()].flatMap((skill) =>
      'offline' in skill && skill.offline
        ? [...new Set([skill.owner, ...(skill.sharedWith ?? [])])].flatMap((employee) =>
            skill.examples.map((example) => [skill.id, employee, example] as const),
          )
        : [],
    ),
  )('%s: %s reads « %s » as its action, through the tool', async (id, employee, example) => {
    const proposed: string[] = [];
    const { understood } = await localAnswer({
      employee,
      messages: [{ role: 'user', content: example }],
      workspace: { ...sampleWorkspaceSnapshot(now), support: desk },
      now,
      actions: {
        async propose(proposal) {
          proposed.push(proposal.kind);
          return { ...proposedSummary, employee, kind: proposal.kind };
        },
      },
    });
    expect(proposed).toContain(id);
    expect(actionsOf(employee)).toEqual(expect.arrayContaining(proposed));
    expect(understood.skill).toBe(id);
  });

  it('hands an action of a skill the employee does not run to its owner, proposing nothing', async () => {
    const proposed: string[] = [];
    const { text } = await localAnswer({
      employee: 'suki',
      messages: [
        {
          role: 'user',
          content: 'Escalade le ticket de Jeanne Martin à Paul Roux : elle menace de résilier',
        },
      ],
      workspace: { ...sampleWorkspaceSnapshot(now), support: desk },
      now,
      actions: {
        async propose(proposal) {
          proposed.push(proposal.kind);
          throw new Error('not Suki’s to propose');
        },
      },
    });
    expect(proposed).toEqual([]);
    expect(text).toMatch(/C’est plutôt pour \[Clide\]/);
  });

  it('tells each model the skills that act', () => {
    expect(personas.suki.systemPrompt).toContain('- Prise de rendez-vous : ');
    expect(personas.suki.systemPrompt).not.toContain('Ajout d’opportunités au CRM');
    expect(personas.alfred.systemPrompt).toContain('- Ajout d’opportunités au CRM : ');
  });
});

describe('the skills that reason over what the user lists', () => {
  const now = new Date('2026-11-24T09:00:00Z');
  const ask = (employee: EmployeeId, content: string) =>
    localAnswer({
      employee,
      messages: [{ role: 'user', content }],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });

  it.each(
    allReasoningSkills().flatMap((skill) =>
      [skill.owner, ...(skill.sharedWith ?? [])].flatMap((employee) =>
        skill.examples.map((example) => [skill.id, employee, example] as const),
      ),
    ),
  )('%s: %s answers « %s » with it', async (id, employee, example) => {
    const { understood } = await ask(employee, example);
    expect(understood.skill).toBe(id);
  });

  it('is handed to its owner by an employee who does not run it', async () => {
    const skill = allReasoningSkills().find((each) => each.id === 'cost_over_years')!;
    for (const employee of employeeIds.filter(
      (id) => id !== skill.owner && !skill.sharedWith?.includes(id),
    )) {
      const { text, understood } = await ask(employee, skill.examples[0]!);
      expect(understood, employee).toMatchObject({ rule: 'handoff', skill: 'cost_over_years' });
      expect(text).toContain('C’est plutôt pour [Spec]');
      expect(text).toContain(skill.handoffHint);
    }
  });

  it('tells each model the reasoning skills it runs', () => {
    expect(personas.spec.systemPrompt).toContain('- Risques d’un projet : ');
    expect(personas.millie.systemPrompt).toContain('- Risques d’un projet : ');
    expect(personas.suki.systemPrompt).not.toContain('Risques d’un projet');
  });
});
