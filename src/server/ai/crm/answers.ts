// Chip's answers from the CRM's records (decision 067): the follow-ups due this Paris week and the
// late ones, the pipeline by stage with its weighted forecast, and a follow-up mail drafted from one
// opportunity's record. Nothing is said that the records do not hold; an empty CRM says so and how
// to fill it, a visitor is told there is no CRM before signing in.
import { opportunityStageLabels, opportunityStages } from '../../../shared/crm-model.ts';
import { dayOf, weekday } from '../../../shared/paris-time.ts';
import { formatEuros } from '../../../shared/plans.ts';
import { blocks, letter, quote } from '../local/drafts/compose.ts';
import { capitalise, dueRelative, fold, formatDay, plural } from '../local/french.ts';
import { voices } from '../local/team.ts';
import type { Conversation } from '../local/understanding/conversation.ts';
import type { Person } from '../local/understanding/facts.ts';
import { dueText, openTasks, rankTasks } from '../local/workspace.ts';
import type { CrmSnapshot } from '../types.ts';

type Opportunity = CrmSnapshot['opportunities'][number];

export const euros = (cents: number) => `${formatEuros(cents / 100)} HT`;

const salesTaskWords = /devis|client|prospect|offre|vente|contrat|relanc|rdv|rendez/;

const howToAdd =
  'Pour en ajouter une, dites-moi par exemple : « Ajoute une opportunité dans le CRM : Boulangerie Martin, site vitrine, 3 500 € HT, à relancer jeudi », ou ouvrez [le CRM](/crm).';

/** A visitor has no CRM; a signed-in user's may be empty. Null when it holds opportunities. */
export function noCrmReply(conversation: Conversation): string | null {
  const { crm } = conversation.workspace;
  if (!crm) {
    // The demo's sample has tasks but no CRM: its sales tasks are shown as what they are.
    const { today, workspace } = conversation;
    const sales = rankTasks(openTasks(workspace).filter((task) => salesTaskWords.test(fold(task.title))));
    return blocks(
      'En démo, il n’y a pas de CRM : je n’ai aucune opportunité à vous montrer, et je préfère ne pas en inventer.',
      sales.length > 0 &&
        `Les tâches commerciales de l’exemple :\n${sales
          .slice(0, 8)
          .map(
            (task, index) =>
              `${index + 1}. **${task.title}**${task.dueDate ? ` — échéance ${dueText(task.dueDate, today)}` : ''}`,
          )
          .join('\n')}`,
      '[Connectez-vous](/auth) : votre CRM (entreprises, contacts, opportunités) se remplit depuis la page **CRM** ou en me le demandant, et je travaille ensuite sur vos fiches.',
    );
  }
  if (!crm.stages.some((stage) => stage.count > 0))
    return blocks('Votre CRM est vide : aucune opportunité enregistrée pour l’instant.', howToAdd);
  return null;
}

function who(o: Opportunity): string {
  return [o.company, o.contact].filter(Boolean).join(', ');
}

function dayText(iso: string, today: number): string {
  const day = dayOf(iso)!;
  const relative = dueRelative(day, today);
  return `${formatDay(day, today)}${day < today ? ` (${relative})` : ''}`;
}

/** « Quelles opportunités relancer cette semaine ? »: next steps due by Sunday (Paris), late ones first. */
export function followUpsReply(conversation: Conversation): string {
  const empty = noCrmReply(conversation);
  if (empty) return empty;
  const crm = conversation.workspace.crm!;
  const { today } = conversation;
  const sunday = today + ((7 - weekday(today)) % 7);
  const due = crm.opportunities
    .filter((o) => o.nextStepDate && dayOf(o.nextStepDate)! <= sunday)
    .sort((a, b) => a.nextStepDate!.localeCompare(b.nextStepDate!));
  const late = due.filter((o) => dayOf(o.nextStepDate!)! < today).length;
  const undated = crm.opportunities.filter((o) => !o.nextStepDate).length;
  if (!due.length)
    return blocks(
      `Aucune opportunité à relancer d’ici ${formatDay(sunday, today)} : aucune prochaine étape n’est prévue cette semaine ni en retard.`,
      undated > 0 &&
        `${capitalise(plural(undated, 'opportunité ouverte', 'opportunités ouvertes'))} n’${undated > 1 ? 'ont' : 'a'} pas de date de prochaine étape : ajoutez-en une sur sa fiche dans [le CRM](/crm).`,
    );
  const lines = due.map(
    (o, index) =>
      `${index + 1}. **${o.title}**${who(o) ? ` (${who(o)})` : ''} : ${o.nextStep || 'relance'} le ${dayText(o.nextStepDate!, today)} — ${opportunityStageLabels[o.stage]}, ${euros(o.amountCents)}`,
  );
  return blocks(
    `${voices.chip.ack} ${capitalise(plural(due.length, 'opportunité'))} à relancer d’ici ${formatDay(sunday, today)}${late ? `, dont ${late} en retard` : ''} :`,
    lines.join('\n'),
    undated > 0 &&
      `${capitalise(plural(undated, 'autre opportunité ouverte', 'autres opportunités ouvertes'))} sans date de prochaine étape.`,
  );
}

/** « Où en est le pipeline ? »: per stage the count, the total HT and the weighted forecast. */
export function pipelineReply(conversation: Conversation): string {
  const empty = noCrmReply(conversation);
  if (empty) return empty;
  const crm = conversation.workspace.crm!;
  const byStage = new Map(crm.stages.map((s) => [s.stage, s]));
  const lines = opportunityStages.flatMap((stage) => {
    const s = byStage.get(stage);
    if (!s?.count) return [];
    const weighted = stage === 'won' || stage === 'lost' ? '' : `, pondéré ${euros(s.weightedCents)}`;
    return [
      `- **${opportunityStageLabels[stage]}** : ${plural(s.count, 'opportunité')}, ${euros(s.amountCents)}${weighted}`,
    ];
  });
  const open = crm.stages.filter((s) => s.stage !== 'won' && s.stage !== 'lost');
  const openCount = open.reduce((sum, s) => sum + s.count, 0);
  const openAmount = open.reduce((sum, s) => sum + s.amountCents, 0);
  const forecast = open.reduce((sum, s) => sum + s.weightedCents, 0);
  return blocks(
    `${voices.chip.ack} Votre pipeline d’après le CRM :`,
    lines.join('\n'),
    openCount > 0
      ? `**En cours :** ${plural(openCount, 'opportunité ouverte', 'opportunités ouvertes')} pour ${euros(openAmount)} ; prévision pondérée (montant × probabilité) : **${euros(forecast)}**.`
      : 'Aucune opportunité en cours.',
    '[Voir le pipeline](/crm)',
  );
}

/** « Jean Roux », « M. Roux »: the contact as the letter greets them. */
function personOf(name: string): Person {
  const civil = /^(M\.|Mme|Monsieur|Madame)\s+(.+)$/.exec(name.trim());
  const civility = civil ? (/^(M\.|Monsieur)$/.test(civil[1]!) ? 'M.' : 'Mme') : null;
  const bare = civil ? civil[2]! : name.trim();
  return { civility, name: bare, label: civility ? `${civility} ${bare}` : bare };
}

/** « Rédige une relance pour Foncia »: a follow-up from the opportunity's record, nothing else. */
export function followUpLetterReply(conversation: Conversation, o: Opportunity): string {
  const about = o.title.charAt(0).toLowerCase() + o.title.slice(1);
  // The amount is said once a proposal has been made; before that it is not the customer's concern.
  const quoted = (o.stage === 'proposal' || o.stage === 'negotiation') && o.amountCents > 0;
  const draft = letter(conversation, {
    subject: `Suivi : ${o.title}`,
    to: o.contact ? personOf(o.contact) : undefined,
    body: [
      `Je reviens vers vous au sujet de ${/^(?:le|la|les|l['’]|un|une|des|notre|votre)\s/i.test(about) ? about : `« ${o.title} »`}${o.company ? ` pour ${o.company}` : ''}.`,
      quoted
        ? `Avez-vous pu prendre connaissance de notre proposition (${euros(o.amountCents)}) ? Je reste à votre disposition pour toute question.`
        : 'Où en est votre réflexion ? Je reste à votre disposition pour toute question.',
      'Seriez-vous disponible pour en parler quelques minutes dans les prochains jours ?',
    ],
  });
  const { today } = conversation;
  return blocks(
    `${voices.chip.ack} Voici une relance pour **${o.title}**${o.company ? ` (${o.company})` : ''}, d’après sa fiche :`,
    quote(draft),
    `Sur la fiche : étape ${opportunityStageLabels[o.stage]}${o.nextStep || o.nextStepDate ? `, prochaine étape « ${o.nextStep || 'relance'} »${o.nextStepDate ? ` le ${dayText(o.nextStepDate, today)}` : ''}` : ''}${o.contact ? '' : ' ; aucun contact n’y est rattaché, d’où la salutation générale'}.`,
    'Une fois envoyée, dites-moi « Note que j’ai envoyé la relance à … » et je l’ajoute à son historique.',
  );
}
