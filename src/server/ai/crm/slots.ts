// The slots of Chip's CRM skills (decision 067): typed once, filled by the extractors of requests.ts,
// declared on the skills (employees/chip/skills.ts). No import beyond zod and the shared words: the
// skill registry reads this at load time.
import { z } from 'zod';
import { manualActivityKinds, opportunityStages } from '../../../shared/crm-model.ts';

const day = z.iso.date().optional();

export const createOpportunitySlots = z.object({
  title: z.string().min(1).optional(),
  companyName: z.string().min(1).optional(),
  contactName: z.string().min(1).optional(),
  amountHt: z.number().min(0).optional(),
  /** The chance of signing said by the user, in % (« probabilité 60 % »). */
  probability: z.number().int().min(0).max(100).optional(),
  stage: z.enum(opportunityStages).optional(),
  nextStep: z.string().optional(),
  nextStepDate: day,
  expectedCloseDate: day,
});

export const moveOpportunitySlots = z.object({
  opportunityId: z.uuid().optional(),
  opportunity: z.string().min(1).optional(),
  stage: z.enum(opportunityStages).optional(),
});

export const logActivitySlots = z.object({
  kind: z.enum(manualActivityKinds),
  body: z.string().min(1),
  opportunityId: z.uuid().optional(),
  contactId: z.uuid().optional(),
  about: z.string().min(1).optional(),
  nextStep: z.string().optional(),
  nextStepDate: day,
});

export const crmQuestionSlots = z.object({
  /** What is asked of the records: the follow-ups due, or the pipeline by stage. */
  asked: z.enum(['follow_ups', 'pipeline']).optional(),
});

export const followUpLetterSlots = z.object({
  opportunityId: z.uuid().optional(),
});

export type CreateOpportunitySlots = z.infer<typeof createOpportunitySlots>;
export type MoveOpportunitySlots = z.infer<typeof moveOpportunitySlots>;
export type LogActivitySlots = z.infer<typeof logActivitySlots>;
