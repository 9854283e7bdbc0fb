// Chip's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { parisDay } from '../../../../shared/paris-time.ts';
import { crmFollowUpsText } from '../../../crm/crm-follow-ups.ts';
import type { ScheduledRunContext } from '../skill.ts';

/**
 * The opportunities to follow up, from the CRM's records (decision 067): next steps due or past, and
 * those silent for N days, as the instruction says (« sans activité depuis 10 jours »), 7 when it says none.
 */
export async function opportunityFollowUp({ db, userId, now, instruction }: ScheduledRunContext) {
  const said = /(\d{1,3})\s*jours?/.exec(instruction.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  const days = Math.min(365, Math.max(1, Number(said?.[1] ?? 7)));
  return crmFollowUpsText(db, userId, parisDay(now), now, days);
}
