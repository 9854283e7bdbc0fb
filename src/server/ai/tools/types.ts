import type { AutomationStep, EmailType, ReportPeriod, ReportType } from '../../../shared/ai-tools.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { DocumentContext } from '../documents.ts';
import type { CompanyMemory, WorkspaceSnapshot } from '../types.ts';
import type { ReportFigures } from './report-data.ts';

export interface ToolContext {
  workspace: WorkspaceSnapshot;
  now: Date;
  signal?: AbortSignal;
  /** The user's company memory: drafts use its name, city, tone and signature. */
  memory?: CompanyMemory;
  /** The passages of the documents the user chose for this request (issue 20); none chosen: absent. */
  documents?: DocumentContext;
}

export interface AutomationDraft {
  result: string;
  steps: AutomationStep[];
  minutesSaved: number;
}

export interface EmailDraft {
  subject: string;
  body: string;
  /** The passages ([n]) the email uses: its body goes to a customer, so it does not cite them inline. */
  cited?: number[];
}

export interface ReportDraft {
  content: string;
  sections: string[];
}

/** What writes the three tool panels' results: the local engine, or a model provider. */
export interface ToolGenerator {
  engine: string;
  automation(
    input: { task: string; employee: EmployeeId; context?: string },
    ctx: ToolContext,
  ): Promise<AutomationDraft>;
  email(
    input: { task: string; emailType: EmailType; subject?: string; context?: string },
    ctx: ToolContext,
  ): Promise<EmailDraft>;
  /** The figures are computed before (report-data.ts): a model only writes around them. */
  report(
    input: { reportType: ReportType; period: ReportPeriod; customPrompt?: string },
    figures: ReportFigures,
    ctx: ToolContext,
  ): Promise<ReportDraft>;
}
