import { z } from 'zod';
import { manualActivityKinds } from '../../../shared/crm-model.ts';
import { crmOwner } from '../../crm/crm.service.ts';
import { crmActivity } from '../../db/schema.ts';
import {
  contactDesignated,
  crmInTransaction,
  type FoundOpportunity,
  openOpportunityOf,
  opportunityDesignated,
} from '../crm/records.ts';
import { defineAction } from './action.ts';
import { crmDay } from './crm-create-opportunity.ts';

const kindWords = { call: 'appel', email: 'e-mail', meeting: 'rendez-vous', note: 'note' } as const;

export const crmLogActivity = defineAction({
  kind: 'crm_log_activity',
  label: 'Noter une activité dans le CRM',
  toolDescription:
    "Propose de noter dans l'historique du CRM un appel, un e-mail, un rendez-vous ou une note sur une opportunité ou un contact (par leur id s'il est connu, sinon par leur nom), avec éventuellement la nouvelle prochaine étape et sa date.",
  params: z.object({
    kind: z.enum(manualActivityKinds),
    body: z.string().trim().min(1).max(5000),
    opportunityId: z.uuid().nullable().default(null),
    contactId: z.uuid().nullable().default(null),
    about: z.string().trim().min(1).max(200).describe('le contact ou l’opportunité, comme on les nomme'),
    nextStep: z.string().trim().max(300).default(''),
    nextStepDate: z.iso.date('date AAAA-MM-JJ').nullable().default(null),
  }),
  describe(params, now) {
    const next =
      params.nextStep || params.nextStepDate
        ? ` ; prochaine étape : ${params.nextStep || 'relance'}${params.nextStepDate ? ` le ${crmDay(params.nextStepDate, now)}` : ''}`
        : '';
    return `Noter dans le CRM (${kindWords[params.kind]}, ${params.about}) : « ${params.body} »${next}`;
  },
  link: { href: '/crm', label: 'Voir le CRM' },
  async execute(context, params) {
    const contact = params.contactId
      ? await contactDesignated(context, params.contactId, params.about)
      : !params.opportunityId
        ? await contactDesignated(context, null, params.about)
        : null;
    let opportunity: FoundOpportunity | null = null;
    if (params.opportunityId || !contact)
      opportunity = await opportunityDesignated(context, params.opportunityId, params.about);
    // A note on a contact moves the next step of the contact's open opportunity, when it has one.
    const nextOn = opportunity?.id ?? (contact ? await openOpportunityOf(context, contact.id) : null);
    const dated = params.nextStep || params.nextStepDate;
    const body =
      dated && !nextOn
        ? `${params.body}\nProchaine étape : ${params.nextStep || 'relance'}${params.nextStepDate ? ` (${params.nextStepDate.split('-').reverse().join('/')})` : ''}`
        : params.body;
    // On every record it concerns: the opportunity's, the contact's and the company's timelines.
    await context.tx.insert(crmActivity).values({
      workspaceId: crmOwner(context.userId),
      userId: context.userId,
      kind: params.kind,
      body: body.slice(0, 5000),
      opportunityId: opportunity?.id ?? null,
      contactId: contact?.id ?? opportunity?.contactId ?? null,
      companyId: opportunity?.companyId ?? contact?.companyId ?? null,
    });
    if (dated && nextOn)
      await crmInTransaction(context).opportunities.update(context.userId, nextOn, {
        ...(params.nextStep ? { nextStep: params.nextStep } : {}),
        ...(params.nextStepDate ? { nextStepDate: params.nextStepDate } : {}),
      });
    return { taskId: null, eventId: null };
  },
});
