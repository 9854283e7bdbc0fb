// The three tool panels' calls (src/server/ai-tools/ai-tools.routes.ts) and the query keys of their cache.
import type {
  AutomationRequest,
  AutomationResult,
  AutomationStep,
  EmailRequest,
  EmailResult,
  ReportRequest,
  ReportResult,
} from '../../../../shared/ai-tools.ts';
import type { PlanId } from '../../../../shared/plans.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { apiFetch } from '../../../lib/api.ts';

/** Today's AI tasks; limit null is an unlimited plan. */
export interface AiUsage {
  plan: PlanId;
  used: number;
  limit: number | null;
}

export interface CreatedTask {
  id: string;
  title: string;
  assignee: string | null;
}

export const aiToolKeys = {
  // Keyed by user so another account in the same tab never sees these figures.
  usage: (userId: string) => ['ai-usage', userId] as const,
};

export function fetchAiUsage(): Promise<AiUsage> {
  return apiFetch<AiUsage>('/api/ai/usage');
}

export function runAutomation(request: AutomationRequest): Promise<AutomationResult> {
  return apiFetch<AutomationResult>('/api/ai/automation', { json: request });
}

export async function createTasksFromPlan(input: {
  steps: AutomationStep[];
  employee: EmployeeId;
}): Promise<CreatedTask[]> {
  const body = await apiFetch<{ tasks: CreatedTask[] }>('/api/ai/automation/tasks', { json: input });
  return body.tasks;
}

export function generateEmail(request: EmailRequest): Promise<EmailResult> {
  return apiFetch<EmailResult>('/api/ai/email', { json: request });
}

export function generateReport(request: ReportRequest): Promise<ReportResult> {
  return apiFetch<ReportResult>('/api/ai/report', { json: request });
}
