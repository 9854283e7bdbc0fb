// The three tool panels' calls and the query keys of their cache.
import type {
  AutomationRequest,
  AutomationStep,
  EmailRequest,
  ReportRequest,
} from '../../../../shared/ai-tools.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { api, call } from '../../../lib/api-client.ts';

export const aiToolKeys = {
  // Keyed by user so another account in the same tab never sees these figures.
  usage: (userId: string) => ['ai-usage', userId] as const,
};

export function fetchAiUsage() {
  return call(api.ai.usage.$get());
}

export function runAutomation(request: AutomationRequest) {
  return call(api.ai.automation.$post({ json: request }));
}

export async function createTasksFromPlan(input: { steps: AutomationStep[]; employee: EmployeeId }) {
  const body = await call(api.ai.automation.tasks.$post({ json: input }));
  return body.tasks;
}

export function generateEmail(request: EmailRequest) {
  return call(api.ai.email.$post({ json: request }));
}

export function generateReport(request: ReportRequest) {
  return call(api.ai.report.$post({ json: request }));
}
