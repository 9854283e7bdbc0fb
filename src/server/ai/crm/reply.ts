// The offline engine on the CRM (decision 067): a request `requests.ts` reads becomes the proposal of
// Chip's skill (its slots checked, its one question asked when a required one is missing), an answer
// from the records, or a hand-off to Chip when the employee asked does not run that skill.

import { opportunityStageLabels } from '../../../shared/crm-model.ts';
import type { ActionProposal } from '../actions/registry.ts';
import { skillsOf } from '../employees/registry.ts';
import type { SkillDeclaration } from '../employees/skill.ts';
import { handoffReply } from '../local/drafts/common.ts';
import { blocks } from '../local/drafts/compose.ts';
import type { Conversation } from '../local/understanding/conversation.ts';
import type { DomainIntent } from '../local/understanding/corpus.ts';
import { inRole } from '../local/understanding/roles.ts';
import { euros, followUpLetterReply, followUpsReply, noCrmReply, pipelineReply } from './answers.ts';
import { type CrmRequest, readCrmRequest } from './requests.ts';

type Propose = (proposals: ActionProposal[]) => Promise<string>;

function skillNamed(id: DomainIntent): SkillDeclaration {
  return skillsOf('chip').find((skill) => skill.id === id)!;
}

/**
 * The question of the first required slot the request left empty (or filled with what the skill's
 * slot schema refuses); null when the slots are complete and valid.
 */
export function missingSlotQuestion(id: DomainIntent, slots: Record<string, unknown>): string | null {
  const skill = skillNamed(id);
  const checked = skill.slots.safeParse(slots);
  const refused = new Set(checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0])));
  const missing = skill.required.find(
    (required) => slots[required.slot] === undefined || refused.has(required.slot),
  );
  if (missing) return missing.question;
  return checked.success ? null : (skill.required[0]?.question ?? 'Pouvez-vous préciser votre demande ?');
}

function skillOf(request: CrmRequest): DomainIntent {
  return request.skill === 'crm_follow_up_letter' ? 'prospecting' : request.skill;
}

/** « Passe Foncia en négociation » when two opportunities are Foncia's: which one. */
function whichOne(request: Extract<CrmRequest, { skill: 'crm_move_opportunity' }>): string {
  return blocks(
    `Plusieurs opportunités correspondent : laquelle passer à l’étape ${opportunityStageLabels[request.slots.stage!]} ?`,
    request.candidates
      .slice(0, 8)
      .map(
        (o, i) =>
          `${i + 1}. **${o.title}**${o.company ? ` (${o.company})` : ''}, ${opportunityStageLabels[o.stage]}, ${euros(o.amountCents)}`,
      )
      .join('\n'),
    'Redites-moi la demande avec son titre, par exemple « Passe l’opportunité ' +
      `« ${request.candidates[0]!.title} » en ${opportunityStageLabels[request.slots.stage!].toLowerCase()} ».`,
  );
}

export async function crmReply(conversation: Conversation, propose: Propose): Promise<string | null> {
  const request = readCrmRequest(conversation.message, conversation.now, conversation.workspace.crm);
  if (!request) return null;
  const skill = skillOf(request);
  // Who runs it: the skill's owner and those it is shared with; anyone else hands it to the owner.
  if (!inRole(conversation.employee, skill))
    return handoffReply(conversation, skill, skillNamed(skill).owner);
  switch (request.skill) {
    case 'crm':
      return request.asked === 'pipeline' ? pipelineReply(conversation) : followUpsReply(conversation);
    case 'crm_follow_up_letter':
      return followUpLetterReply(conversation, request.opportunity);
    case 'crm_create_opportunity': {
      const question = missingSlotQuestion(request.skill, request.slots);
      if (question) return question;
      const { slots } = request;
      return propose([
        {
          kind: 'crm_create_opportunity',
          params: {
            title: slots.title!,
            companyName: slots.companyName ?? null,
            contactName: slots.contactName ?? null,
            amountHt: slots.amountHt ?? 0,
            stage: slots.stage ?? 'new',
            probability: slots.probability ?? null,
            nextStep: slots.nextStep ?? '',
            nextStepDate: slots.nextStepDate ?? null,
            expectedCloseDate: slots.expectedCloseDate ?? null,
          },
        },
      ]);
    }
    case 'crm_move_opportunity': {
      if (request.candidates.length > 1) return whichOne(request);
      const question = missingSlotQuestion(request.skill, request.slots);
      if (question) return question;
      const [one] = request.candidates;
      return propose([
        {
          kind: 'crm_move_opportunity',
          params: {
            opportunityId: one!.id,
            opportunity: `${one!.title}${one!.company ? ` (${one!.company})` : ''}`.slice(0, 200),
            stage: request.slots.stage!,
          },
        },
      ]);
    }
    case 'crm_log_activity': {
      const question = missingSlotQuestion(request.skill, request.slots);
      if (question) return question;
      const { slots } = request;
      return propose([
        {
          kind: 'crm_log_activity',
          params: {
            kind: slots.kind,
            body: slots.body,
            opportunityId: slots.opportunityId ?? null,
            contactId: slots.contactId ?? null,
            about: slots.about ?? '',
            nextStep: slots.nextStep ?? '',
            nextStepDate: slots.nextStepDate ?? null,
          },
        },
      ]);
    }
  }
}

/** What a CRM skill says when the classifier placed a request the extractors could not fill. */
export function crmSkillQuestion(id: DomainIntent) {
  return (conversation: Conversation): string =>
    noCrmReply(conversation) && id !== 'crm_create_opportunity'
      ? noCrmReply(conversation)!
      : (skillNamed(id).required[0]?.question ?? 'Pouvez-vous préciser votre demande sur le CRM ?');
}
