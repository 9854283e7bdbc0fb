import { z } from 'zod';
import { opportunityStageLabels, opportunityStages } from '../../../shared/crm-model.ts';
import { crmInTransaction, opportunityDesignated } from '../crm/records.ts';
import { defineAction } from './action.ts';

export const crmMoveOpportunity = defineAction({
  kind: 'crm_move_opportunity',
  label: 'Changer l’étape d’une opportunité',
  toolDescription:
    "Propose de passer une opportunité du CRM à une autre étape (new, qualified, proposal, negotiation, won, lost), désignée par son id s'il est connu, sinon par son titre ou son entreprise ; le changement est noté dans son historique.",
  params: z.object({
    opportunityId: z.uuid().nullable().default(null),
    opportunity: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe("titre de l'opportunité ou nom de son entreprise"),
    stage: z.enum(opportunityStages),
  }),
  describe: ({ opportunity, stage }) =>
    `Passer l’opportunité « ${opportunity} » à l’étape ${opportunityStageLabels[stage]}`,
  link: { href: '/crm', label: 'Voir le CRM' },
  async execute(context, params) {
    const found = await opportunityDesignated(context, params.opportunityId, params.opportunity);
    // The service's PATCH path: the stage_change entry in this transaction, the webhook after it.
    await crmInTransaction(context).opportunities.update(context.userId, found.id, { stage: params.stage });
    return { taskId: null, eventId: null };
  },
});
