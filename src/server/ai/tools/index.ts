import type { TextCompletion } from '../types.ts';
import { localAutomation, modelAutomation } from './automation.ts';
import { localEmail, modelEmail } from './email.ts';
import { localReport, modelReport } from './report.ts';
import type { ToolGenerator } from './types.ts';

// The tools the panels run (automation plan, email, report), one file each; every tool has its
// offline writer and its model-provider writer. ai/index.ts picks the set with the engine.

export { computeReportFigures, type ReportFigures } from './report-data.ts';
export type { AutomationDraft, EmailDraft, ReportDraft, ToolContext, ToolGenerator } from './types.ts';

/** The tools written offline by the local engine. */
export const localToolGenerator: ToolGenerator = {
  engine: 'local',
  automation: async (input, ctx) => localAutomation(input, ctx),
  email: localEmail,
  report: async (input, figures, ctx) => localReport(input, figures, ctx),
};

/** The tools written by a model provider (OpenAI-compatible, Mistral, Ollama). */
export function modelToolGenerator(model: TextCompletion, engine: string): ToolGenerator {
  return {
    engine,
    automation: modelAutomation(model),
    email: modelEmail(model),
    report: modelReport(model),
  };
}
