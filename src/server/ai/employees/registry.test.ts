import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { workspaceActions } from '../actions/registry.ts';
import { writers } from '../local/drafts/registry.ts';
import { localAnswer } from '../local/reply.ts';
import { sampleWorkspaceSnapshot } from '../local/sample-snapshot.ts';
import { corpus, type DomainIntent } from '../local/understanding/corpus.ts';
import { ownersOf } from '../local/understanding/roles.ts';
import { personas } from '../personas.ts';
import type { WorkspaceSnapshot } from '../types.ts';
import { actionsOf, allActingSkills, allSkills, skillsOf } from './registry.ts';

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

describe('the skills that act', () => {
  const now = new Date('2026-11-24T09:00:00Z');
  // The desk a ticket's escalation is read against.
  const desk: WorkspaceSnapshot['support'] = {
    openCount: 1,
    overdueCount: 0,
    tickets: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        requesterName: 'Jeanne Martin',
        requesterEmail: 'jeanne@client.test',
        subject: 'Chaudière en panne',
        status: 'open',
        priority: 'high',
        category: 'problem',
        assignee: null,
        source: 'mail',
        createdAt: '2026-11-23T08:00:00Z',
        lastMessageAt: '2026-11-23T08:00:00Z',
        firstResponseDueAt: '2026-11-24T11:40:00Z',
        resolutionDueAt: '2026-11-26T08:00:00Z',
        firstRespondedAt: null,
        resolvedAt: null,
        overdue: false,
        triage: null,
      },
    ],
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
          return {
            id: '00000000-0000-4000-8000-000000000009',
            employee,
            kind: proposal.kind,
            summary: 'x',
            status: 'proposed',
            approvedBy: null,
            taskId: null,
            error: null,
            createdAt: now.toISOString(),
            decidedAt: null,
          };
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
