// The CRM in the model's system prompt (decision 067): the stages' totals, the open opportunities
// with their ids (the crm_* tools take them), the recent contacts. Bounded like the other contexts.
import { opportunityStageLabels } from '../../../shared/crm-model.ts';
import { formatEuros } from '../../../shared/plans.ts';
import type { ReplyRequest } from '../types.ts';

const euros = (cents: number) => formatEuros(cents / 100);

export function crmContext(request: Pick<ReplyRequest, 'workspace'>): string {
  const { crm } = request.workspace;
  if (!crm)
    return "CRM : aucun (visiteur non connecté). Si on te parle du CRM, dis que le CRM se remplit une fois connecté ; n'invente aucune opportunité.";
  if (!crm.stages.length)
    return "CRM de l'utilisateur : vide (aucune opportunité). Dis-le si on te le demande, et propose d'ajouter une opportunité avec l'outil crm_create_opportunity.";
  const stages = crm.stages.map(
    (s) =>
      `${opportunityStageLabels[s.stage]} : ${s.count}, ${euros(s.amountCents)} HT, pondéré ${euros(s.weightedCents)}`,
  );
  const opportunities = crm.opportunities.slice(0, 60).map((o) => {
    const next =
      o.nextStep || o.nextStepDate
        ? `, prochaine étape : ${o.nextStep || '—'}${o.nextStepDate ? ` le ${o.nextStepDate}` : ''}`
        : '';
    return `- [${o.id}] « ${o.title} »${o.company ? ` — ${o.company}` : ''}${o.contact ? `, contact ${o.contact} [${o.contactId}]` : ''} : ${opportunityStageLabels[o.stage]}, ${euros(o.amountCents)} HT, ${o.probability} %${next}${o.expectedCloseDate ? `, signature prévue le ${o.expectedCloseDate}` : ''}, dernière activité ${o.lastActivityAt.slice(0, 10)}`;
  });
  const contacts = crm.contacts
    .slice(0, 40)
    .map((c) => `- [${c.id}] ${c.name}${c.role ? `, ${c.role}` : ''}${c.company ? ` (${c.company})` : ''}`);
  return [
    "CRM de l'utilisateur (montants HT ; les identifiants entre crochets servent aux outils crm_*) :",
    `Par étape : ${stages.join(' ; ')}.`,
    opportunities.length
      ? `Opportunités ouvertes, les prochaines étapes les plus proches d'abord${crm.truncated || crm.opportunities.length > 60 ? ' (extrait)' : ''} :\n${opportunities.join('\n')}`
      : 'Aucune opportunité ouverte.',
    contacts.length ? `Contacts récents :\n${contacts.join('\n')}` : '',
    "Réponds sur le CRM à partir de ces fiches seulement ; n'invente ni montant, ni date, ni contact.",
  ]
    .filter(Boolean)
    .join('\n');
}
