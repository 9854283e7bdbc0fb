// Every employee's skills, in the team's order (decision 055). Roles and hand-offs
// (local/understanding/roles.ts), the offline engine's writers (local/drafts/registry.ts), the skill part
// of the classifier's corpus (each folder's examples.ts) and the model's persona prompts derive from it;
// the automations' runs (src/server/skills/skill-outputs.ts) dispatch through it (decision 075).
import { employees } from '../../../shared/employees.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { WorkspaceActionKind } from '../actions/registry.ts';
import type { DomainIntent } from '../local/understanding/corpus.ts';
import { alfredActingSkills, alfredReasoningSkills, alfredSkills } from './alfred/skills.ts';
import { chipReasoningSkills, chipSkills } from './chip/skills.ts';
import { clideReasoningSkills, clideSkills } from './clide/skills.ts';
import { dotReasoningSkills, dotSkills } from './dot/skills.ts';
import { millieReasoningSkills, millieSkills } from './millie/skills.ts';
import {
  type ActingSkillDeclaration,
  type AnySkillDeclaration,
  isChatSkill,
  type ReasoningSkillDeclaration,
  type ReasoningSkillId,
  type ScheduledRun,
  type SkillDeclaration,
} from './skill.ts';
import { specReasoningSkills, specSkills } from './spec/skills.ts';
import { sukiSkills } from './suki/skills.ts';

const declared: Record<EmployeeId, AnySkillDeclaration[]> = {
  alfred: alfredSkills,
  chip: chipSkills,
  clide: clideSkills,
  suki: sukiSkills,
  dot: dotSkills,
  millie: millieSkills,
  spec: specSkills,
};

/** The skills that change the workspace without a writer of their own (tasks, appointments). */
const acting: Partial<Record<EmployeeId, ActingSkillDeclaration[]>> = {
  alfred: alfredActingSkills,
};

/** The skills that reason over what the user lists (their deals, a plan, costs, their day). */
const reasoning: Partial<Record<EmployeeId, ReasoningSkillDeclaration[]>> = {
  alfred: alfredReasoningSkills,
  chip: chipReasoningSkills,
  clide: clideReasoningSkills,
  dot: dotReasoningSkills,
  millie: millieReasoningSkills,
  spec: specReasoningSkills,
};

/** The reasoning skills, once each, in the team's order. */
export function allReasoningSkills(): ReasoningSkillDeclaration[] {
  return employees.flatMap((employee) => reasoning[employee.id] ?? []);
}

/** The reasoning skills an employee runs: its own and those a colleague shares with it, in the team's order. */
export function reasoningSkillsOf(employee: EmployeeId): ReasoningSkillDeclaration[] {
  return allReasoningSkills().filter(
    (skill) => skill.owner === employee || skill.sharedWith?.includes(employee),
  );
}

/** True when the employee runs that skill (its own or shared with it), whatever its kind. */
export function runsSkill(
  employee: EmployeeId,
  id: DomainIntent | ReasoningSkillId | WorkspaceActionKind,
): boolean {
  return [...skillsOf(employee), ...reasoningSkillsOf(employee), ...actingSkillsOf(employee)].some(
    (skill) => skill.id === id,
  );
}

/** The acting skills, once each, in the team's order. */
export function allActingSkills(): ActingSkillDeclaration[] {
  return employees.flatMap((employee) => acting[employee.id] ?? []);
}

/** The acting skills an employee runs: its own, then those a colleague shares with it. */
export function actingSkillsOf(employee: EmployeeId): ActingSkillDeclaration[] {
  return allActingSkills().filter(
    (skill) => skill.owner === employee || skill.sharedWith?.includes(employee),
  );
}

/**
 * The workspace actions an employee may propose, from the skills it runs: a model gets them as tools,
 * and so does the offline engine (decision 076). The mail page's `send_email` is no skill's.
 */
export function actionsOf(employee: EmployeeId): WorkspaceActionKind[] {
  const kinds = [...skillsOf(employee), ...actingSkillsOf(employee)].flatMap((skill) =>
    skill.action ? [skill.action] : [],
  );
  return [...new Set(kinds)];
}

/** Every declaration, once each, in the team's order then each folder's: chat skills and triggered ones. */
export function allDeclarations(): AnySkillDeclaration[] {
  return employees.flatMap((employee) => declared[employee.id]);
}

/** The skills the chat runs, once each, in the team's order then each folder's. */
export function allSkills(): SkillDeclaration[] {
  return allDeclarations().filter(isChatSkill);
}

/** The chat skill of an intent. */
export function chatSkill(id: string): SkillDeclaration | null {
  return allSkills().find((skill) => skill.id === id) ?? null;
}

/** A skill run by a trigger: its owner, its label and how it runs. */
export interface ScheduledSkill {
  owner: EmployeeId;
  label: string;
  /** The chat skill that is the same work on request, when there is one. */
  chatSkill: string | null;
  scheduled: ScheduledRun;
}

/** The skills a trigger runs, in the team's order: those of the chat that run by a trigger too, and the others. */
export function scheduledSkills(): ScheduledSkill[] {
  return allDeclarations().flatMap((skill) =>
    skill.scheduled
      ? [
          {
            owner: skill.owner,
            label: skill.label,
            chatSkill: isChatSkill(skill) ? skill.id : null,
            scheduled: skill.scheduled,
          },
        ]
      : [],
  );
}

/** The skill a built-in automation kind runs, if one declares it. */
export function scheduledSkill(kind: string): ScheduledSkill | null {
  return scheduledSkills().find((skill) => skill.scheduled.kind === kind) ?? null;
}

/** The skill that declares one of these workspace actions (a CRM action is Chip's skill), if any. */
export function skillActing(kinds: readonly string[]): SkillDeclaration | ActingSkillDeclaration | null {
  return (
    [...allSkills(), ...allActingSkills()].find(
      (skill) => skill.action !== undefined && kinds.includes(skill.action),
    ) ?? null
  );
}

/**
 * The skills an employee runs: its own, in its folder's order (the first is its main writing, what a
 * writing request it cannot place becomes), then those a colleague shares with it.
 */
export function skillsOf(employee: EmployeeId): SkillDeclaration[] {
  return [
    ...declared[employee].filter(isChatSkill),
    ...allSkills().filter((skill) => skill.owner !== employee && skill.sharedWith?.includes(employee)),
  ];
}

/**
 * The declaration behind one of an employee's public skill labels (src/shared/employees.ts): a skill it
 * owns or shares, run in the chat or by a trigger. Null when no skill has that label (a test forbids it).
 */
export function skillLabelled(employee: EmployeeId, label: string): AnySkillDeclaration | null {
  return (
    declared[employee].find((skill) => skill.label === label) ??
    skillsOf(employee).find((skill) => skill.label === label) ??
    null
  );
}
