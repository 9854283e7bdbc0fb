// What a skill is (decisions 055, 075): one piece of an employee's work, declared once in that
// employee's folder, run on request in the chat, by a trigger (a schedule, an event, a webhook), or
// both. Roles and hand-offs, the offline engine's writers and classifier corpus, the skill list of the
// model's persona prompt, the scheduled runs' writers and the public skill labels are derived from or
// checked against these declarations (employees/registry.ts).
import { z } from 'zod';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { SkillKind } from '../../../shared/skills-model.ts';
import type { Db } from '../../db/client.ts';
import type { WorkspaceActionKind } from '../actions/registry.ts';
import type { Writer } from '../local/drafts/writer.ts';
import type { Conversation } from '../local/understanding/conversation.ts';
import type { DomainIntent } from '../local/understanding/corpus.ts';

export interface RequiredSlot<Slots extends z.ZodObject> {
  slot: Extract<keyof z.output<Slots>, string>;
  /** The one French question asked when the slot is missing: « Pour quel poste ? ». */
  question: string;
}

export interface SkillDeclaration<Slots extends z.ZodObject = z.ZodObject> {
  /** The offline engine's intent for it (the classifier's label). */
  id: DomainIntent;
  owner: EmployeeId;
  /** Colleagues who run it too (a summary is Alfred's and Spec's); the owner is who a hand-off names. */
  sharedWith?: EmployeeId[];
  /** French label and public description, as the employee's pages and the model's prompt say them. */
  label: string;
  description: string;
  /** What a colleague handing the request over says its owner will do (« rédiger cette offre d’emploi »). */
  handoffHint: string;
  /** Sentences a user says for it: the classifier is trained on them. */
  examples: readonly string[];
  /**
   * Words that name this skill whatever the sentence around them (« mots-clés » is SEO), on the
   * accent-folded request: when the classifier's guess is outside the employee's role and one of its
   * skills is named so, that skill runs.
   */
  cues?: RegExp;
  /**
   * The words that open a request for this very skill (« Convoque Léa à un entretien »), on the
   * accent-folded request: they win over the classifier's guess, even one in the employee's role,
   * whose nouns (« pour le poste de vendeuse ») may name a neighbouring skill.
   */
  asked?: RegExp;
  /** The facts the skill works from. */
  slots: Slots;
  required: Array<RequiredSlot<Slots>>;
  /**
   * Writes the reply. Today the understood conversation (the request re-read by the writers' rules);
   * writing from the slots and the company profile is the next step of issue 37 (decision 055).
   */
  write: Writer;
  /** The workspace action the skill proposes, for the skills that act. */
  action?: WorkspaceActionKind;
  /** How the skill runs by a trigger, when the same work also runs on a schedule or an event. */
  scheduled?: ScheduledRun;
}

/** What a triggered run reads: the user's own workspace, at the run's instant. */
export interface ScheduledRunContext {
  db: Db;
  userId: string;
  now: Date;
  /** The automation's instruction as the user kept or wrote it (« sans activité depuis 10 jours »). */
  instruction: string;
}

/**
 * A skill run by a trigger (decision 075): the built-in automation kind it is (the stored
 * `skill.kind`; its name, instruction and default trigger are the browser's `builtinSkills`, a test
 * keeps both equal) and the writer of the run's report. The writer reads the database: declarations
 * reach it through a dynamic import, so the offline engine, which loads the declarations, never loads
 * database code.
 */
export interface ScheduledRun {
  kind: Exclude<SkillKind, 'custom'>;
  /** The report's body, in French, from the user's own rows (never the example's, decision 059). */
  write: (context: ScheduledRunContext) => Promise<string>;
}

/** A skill that only runs by a trigger: no chat request becomes it. */
export interface ScheduledSkillDeclaration {
  owner: EmployeeId;
  /** French label and public description, as the employee's pages say them. */
  label: string;
  description: string;
  scheduled: ScheduledRun;
}

/** Any declaration of an employee's folder. */
export type AnySkillDeclaration = SkillDeclaration | ScheduledSkillDeclaration;

/** A declaration the chat runs (it has examples and a writer of replies). */
export function isChatSkill(skill: AnySkillDeclaration): skill is SkillDeclaration {
  return 'write' in skill;
}

/**
 * A skill that changes the workspace and is read by the command grammar (commands/parse-action.ts) or a
 * rule of the reply table rather than by the classifier: a task to create, an appointment to book, a
 * task's status, a ticket to escalate. It is named by its action; the model gets the action as a tool,
 * the offline engine proposes it as a tool call (decision 076). Its examples are commands the offline
 * engine must read as that action (registry.test.ts plays them), unless only a model runs it.
 */
export interface ActingSkillDeclaration {
  id: WorkspaceActionKind;
  owner: EmployeeId;
  sharedWith?: EmployeeId[];
  label: string;
  description: string;
  examples: readonly string[];
  action: WorkspaceActionKind;
  /** False when only a model's tool runs it (the offline engine writes a draft instead). */
  offline: boolean;
}

/**
 * A skill that reasons over what the user lists in the message (their own deals to rank, a plan's
 * risks, costs to sum over years, the arguments of a decision, the day's appointments): read by one
 * rule of the offline reply table before the classifier (local/reply.ts), since its input is the
 * user's own list, whatever the words around it. Who runs it is declared here, nowhere else.
 */
export interface ReasoningSkillDeclaration {
  id: ReasoningSkillId;
  owner: EmployeeId;
  sharedWith?: EmployeeId[];
  label: string;
  description: string;
  /** Requests it answers: registry.test.ts plays them to the owner and every colleague who shares it. */
  examples: readonly string[];
  /** What the owner will do, said when a colleague who does not run it hands the request over. */
  handoffHint: string;
  /** The answer with its working, or null when the message gives nothing of the kind to work on. */
  answer: (conversation: Conversation) => string | { text: string; rule: string } | null;
}

/** The reasoning skills' ids (the reply table tries them in the team's order, registry.ts). */
export const reasoningSkillIds = [
  'own_deals',
  'weighted_pipeline',
  'own_list_order',
  'shift_split',
  'candidate_sort',
  'staffing_check',
  'overtime_hours',
  'slot_schedule',
  'plan_risks',
  'decision_note',
  'swot',
  'cost_over_years',
  'break_even',
  'selling_price',
  'unit_margin',
  'unit_price',
  'recurring_themes',
  'day_plan',
  'count_rates',
  'review_reply',
] as const;
export type ReasoningSkillId = (typeof reasoningSkillIds)[number];

/** No slots declared yet: the writer still reads the conversation. */
export const noSlots = z.object({});

/** Keeps the slot types of a declaration. */
export function defineSkill<Slots extends z.ZodObject>(
  skill: SkillDeclaration<Slots>,
): SkillDeclaration<Slots> {
  return skill;
}

/** Declares a skill that only a trigger runs. */
export function defineScheduledSkill(skill: ScheduledSkillDeclaration): ScheduledSkillDeclaration {
  return skill;
}
