import { z } from 'zod';
import { maxAmountCents } from '../../../shared/crm.ts';
import {
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStages,
} from '../../../shared/crm-model.ts';
import { parisClock } from '../../../shared/paris-time.ts';
import { formatEuros } from '../../../shared/plans.ts';
import { companyNamed, contactNamed, crmInTransaction } from '../crm/records.ts';
import { formatDay } from '../local/french.ts';
import { defineAction } from './action.ts';

const dayMs = 86_400_000;
const name = z
  .string()
  .trim()
  .max(200)
  .nullable()
  .default(null)
  .transform((value) => value || null);
const day = z.iso.date('date AAAA-MM-JJ').nullable().default(null);

/** « le mardi 15 décembre »: a Paris calendar day as the approval card says it. */
export function crmDay(iso: string, now: Date): string {
  return formatDay(Date.parse(iso) / dayMs, parisClock(now).day);
}

/** The probability a new opportunity starts with when none is said: the form's 10 %, certain once won, none once lost. */
function startingProbability(stage: OpportunityStage): number {
  return stage === 'won' ? 100 : stage === 'lost' ? 0 : 10;
}

export const crmCreateOpportunity = defineAction({
  kind: 'crm_create_opportunity',
  label: 'Ajouter une opportunité au CRM',
  toolDescription:
    "Propose d'ajouter une opportunité au CRM : titre (l'objet de la vente), entreprise (retrouvée par son nom, sinon créée), contact, montant HT en euros, étape (new, qualified, proposal, negotiation, won, lost ; new par défaut), prochaine étape et sa date, date de signature prévue ; l'utilisateur l'approuve avant qu'elle soit créée.",
  params: z.object({
    title: z.string().trim().min(1).max(200),
    companyName: name.describe("nom de l'entreprise cliente"),
    contactName: name.describe('nom du contact, si donné'),
    amountHt: z
      .number()
      .min(0)
      .max(maxAmountCents / 100)
      .default(0)
      .transform((euros) => Math.round(euros * 100) / 100)
      .describe('montant hors taxes, en euros'),
    stage: z.enum(opportunityStages).default('new'),
    probability: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .default(null)
      .describe('probabilité de signature en %, si donnée (sinon celle de l’étape)'),
    nextStep: z.string().trim().max(300).default(''),
    nextStepDate: day.describe('date de la prochaine étape, AAAA-MM-JJ'),
    expectedCloseDate: day.describe('date de signature prévue, AAAA-MM-JJ'),
  }),
  describe(params, now) {
    const parts = [
      params.companyName ? `chez ${params.companyName}` : null,
      params.amountHt ? `${formatEuros(params.amountHt)} HT` : null,
      `étape ${opportunityStageLabels[params.stage]}`,
      params.probability !== null ? `probabilité ${params.probability} %` : null,
      params.nextStep || params.nextStepDate
        ? `prochaine étape : ${params.nextStep || 'relance'}${params.nextStepDate ? ` le ${crmDay(params.nextStepDate, now)}` : ''}`
        : null,
      params.expectedCloseDate ? `signature prévue le ${crmDay(params.expectedCloseDate, now)}` : null,
    ].filter(Boolean);
    return `Ajouter au CRM l’opportunité « ${params.title} » (${parts.join(', ')})`;
  },
  link: { href: '/crm', label: 'Voir le CRM' },
  async execute(context, params) {
    const companyId = params.companyName ? await companyNamed(context, params.companyName) : null;
    const contactId = params.contactName ? await contactNamed(context, params.contactName, companyId) : null;
    await crmInTransaction(context).opportunities.create(context.userId, {
      title: params.title,
      companyId,
      contactId,
      amountCents: Math.round(params.amountHt * 100),
      probability: params.probability ?? startingProbability(params.stage),
      stage: params.stage,
      expectedCloseDate: params.expectedCloseDate,
      nextStep: params.nextStep,
      nextStepDate: params.nextStepDate,
      ownerName: '',
    });
    return { taskId: null, eventId: null };
  },
});
