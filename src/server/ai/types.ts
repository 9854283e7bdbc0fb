import type { AiActionSummary, EngineId } from '../../shared/chat.ts';
import type { ChatRole } from '../../shared/chat-model.ts';
import type { MailCategory } from '../../shared/connections-model.ts';
import type { OpportunityStage } from '../../shared/crm-model.ts';
import type { CompanyProfile } from '../../shared/memory-model.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import type { SupportTicketDto } from '../../shared/support-model.ts';
import type { Priority, ProjectStatus, TaskStatus } from '../../shared/workspace-model.ts';
import type { ActionProposal } from './commands/parse-action.ts';
import type { DocumentContext } from './documents.ts';

export type { EngineId };

export interface ChatTurn {
  role: ChatRole;
  content: string;
  /** An assistant turn of a stored conversation: what was understood when it was written. */
  understood?: ReplyUnderstanding | null;
}

/**
 * What an engine understood of a turn (decision 071), stored with the assistant message: the rule of
 * the offline engine's table that answered (or `model`), the registry's skill it ran, and the offline
 * engine's reading of the conversation after this turn, which the next turn resumes from.
 */
export interface ReplyUnderstanding {
  rule: string;
  skill: string | null;
  /** Opaque outside the engine that wrote it; versioned, and ignored when it no longer parses. */
  state?: unknown;
}

/** What an employee can see of the user's work: real rows when the user has some, the shared sample otherwise. */
export interface WorkspaceSnapshot {
  /** True when this is example data: the visitors' sample, or a workspace holding only the example. */
  isSample: boolean;
  projects: Array<{
    name: string;
    status: ProjectStatus;
    priority: Priority;
    progress: number;
    dueDate: string | null;
    tasksCompleted: number;
    tasksTotal: number;
  }>;
  tasks: Array<{
    title: string;
    project: string | null;
    assignee: string | null;
    dueDate: string | null;
    priority: Priority;
    status: TaskStatus;
  }>;
  events: Array<{ title: string; start: string; end: string; attendees: string[] }>;
  /** Events proposed by an employee and still waiting for the user's approval (signed-in users). */
  pendingEvents?: Array<{ title: string; start: string; end: string }>;
  /** The connected mailbox's synced mail, newest first (issue 22); absent when none is connected. */
  mail?: MailSummary;
  /** Hours the signed-in user logged, per report period (their own entries only); absent for visitors. */
  trackedHours?: Record<'daily' | 'weekly' | 'monthly' | 'quarterly', number>;
  /** The support desk (decision 068): its open tickets, late first, bounded; absent without a ticket. */
  support?: SupportSummary;
  /** The signed-in user's CRM (decision 067), bounded; absent for visitors (no CRM). */
  crm?: CrmSnapshot;
}

export interface SupportSummary {
  /** Every ticket not resolved or closed, and those past a deadline (whatever the list holds). */
  openCount: number;
  overdueCount: number;
  /** The open tickets, overdue first then by the nearest deadline (at most 30). */
  tickets: SupportTicketDto[];
  /** What the customer last wrote on each of those tickets (its first 2 000 characters), by ticket id. */
  lastMessages?: Record<string, string>;
}

/** What Chip sees of the CRM: the open opportunities most worth a look, the contacts, the stages' totals. */
export interface CrmSnapshot {
  opportunities: Array<{
    id: string;
    title: string;
    company: string | null;
    contact: string | null;
    contactId: string | null;
    stage: OpportunityStage;
    amountCents: number;
    probability: number;
    nextStep: string;
    nextStepDate: string | null;
    expectedCloseDate: string | null;
    /** The last timeline entry's instant, else the record's creation. */
    lastActivityAt: string;
  }>;
  contacts: Array<{ id: string; name: string; role: string; company: string | null }>;
  /** Every stage, counted over all the owner's opportunities (not only those listed). */
  stages: Array<{ stage: OpportunityStage; count: number; amountCents: number; weightedCents: number }>;
  /** More open opportunities exist than are listed. */
  truncated: boolean;
}

export interface MailSummary {
  account: string;
  lastSyncAt: string | null;
  messages: Array<{
    from: string;
    subject: string;
    receivedAt: string;
    category: MailCategory;
    excerpt: string;
  }>;
}

/** The chat tool that keeps a fact in the company memory (« Retiens que… »), for every engine. */
export const rememberFactTool = 'remember_fact';

/** What a model may do to the workspace during a reply: propose (or, if allowed, take) an action. */
export interface ReplyActions {
  /** Stores the proposal (or takes the action, if the user allowed it) and returns what became of it. */
  propose(proposal: ActionProposal): Promise<AiActionSummary>;
  /** Stores a fact in the user's company memory ("Retiens que…"); returns a line saying it was kept. */
  remember?(fact: string): Promise<string>;
}

/** What the seven employees remember of the user's company, shared by all of them. */
export interface CompanyMemory {
  profile: CompanyProfile;
  /** Facts said with "Retiens que…" or added in settings, oldest first. */
  facts: Array<{ id: string; text: string }>;
}

export const emptyCompanyMemory: CompanyMemory = {
  profile: { name: null, activity: null, city: null, tone: null, signature: null, addressForm: null },
  facts: [],
};

export interface ReplyRequest {
  employee: EmployeeId;
  /** The conversation so far, oldest first; the last one is the user's new message. */
  messages: ChatTurn[];
  workspace: WorkspaceSnapshot;
  /** Injected clock, so replies about dates are deterministic in tests. */
  now: Date;
  /** Set for signed-in users: the model providers' tool calls go through it. */
  actions?: ReplyActions;
  /** The user's company memory (signed-in users; empty for visitors). */
  memory?: CompanyMemory;
  /** The document passages found for the last message (signed-in users with documents). */
  documents?: DocumentContext;
  /** Told what the engine understood, once the reply is decided (before its text is streamed). */
  onUnderstood?: (understood: ReplyUnderstanding) => void;
}

export interface AiEngine {
  id: EngineId;
  /** For the start banner, e.g. "moteur local (hors ligne)". */
  description: string;
  /** Streams the reply text in pieces; throws AiProviderError on failure or timeout. */
  streamReply(request: ReplyRequest, signal?: AbortSignal): AsyncIterable<string>;
}

/** One whole answer to a prompt (the tool panels); only model providers have it. */
export interface TextCompletion {
  complete(input: { system: string; prompt: string }, signal?: AbortSignal): Promise<string>;
}

export class AiProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'provider' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}
