// Alfred, the personal assistant: priorities, emails, summaries and meetings.

import { eventsBetween, formatEvent, formatSlot, freeSlots } from '../calendar.ts';
import { blocks, quote, type ReplyContext, sampleNote } from '../context.ts';
import {
  capitalise,
  fold,
  formatDay,
  formatDuration,
  nextWorkingDay,
  plural,
  withoutArticle,
} from '../french.ts';
import { salutation } from '../letters.ts';
import { summariseText } from '../summary.ts';
import { voices } from '../team.ts';
import { dueText, isOverdue, openTasks, priorityLabels, rankTasks } from '../workspace.ts';
import { handoffReply } from './common.ts';
import { conversationSummary, textSummary, textToSummarise } from './summaries.ts';

const shownTasks = 10;

export function prioritiseReply(context: ReplyContext): string {
  const { workspace, today } = context;
  const ranked = rankTasks(openTasks(workspace));
  if (!ranked.length) {
    return blocks(
      `${voices.alfred.ack} Vous n'avez aucune tâche ouverte pour le moment : votre liste est à jour.`,
      "Voulez-vous que je prépare votre semaine ? Dites-moi par exemple « Planifie une réunion avec l'équipe mardi ».",
    );
  }
  const lines = ranked.slice(0, shownTasks).map((task, index) => {
    const details = [priorityLabels[task.priority], dueText(task.dueDate, today), task.project, task.assignee]
      .filter(Boolean)
      .join(' · ');
    return `${index + 1}. **${task.title}** — ${details}`;
  });
  if (ranked.length > shownTasks)
    lines.push(`… et ${plural(ranked.length - shownTasks, 'autre tâche', 'autres tâches')}.`);
  const late = ranked.filter((task) => isOverdue(task, today));
  const [first, second] = ranked;
  const advice = [first && `commencez par « ${first.title} »`, second && `puis « ${second.title} »`].filter(
    Boolean,
  );
  return blocks(
    `${voices.alfred.ack} Voici vos ${plural(ranked.length, 'tâche ouverte', 'tâches ouvertes')}, de la plus prioritaire à la moins urgente, au ${formatDay(today)} :`,
    lines.join('\n'),
    late.length > 0 &&
      `**En retard :** ${late.map((task) => `« ${task.title} »`).join(', ')}. À traiter aujourd'hui, ou à replanifier avec une nouvelle date réaliste.`,
    `**Mon conseil :** ${advice.join(', ')}. Les tâches de priorité faible peuvent attendre ou être déléguées.`,
    sampleNote(context),
  );
}

type EmailKind = 'relance' | 'remerciement' | 'excuse' | 'refus' | 'invitation' | 'information';

function emailKind(folded: string): EmailKind {
  if (/relanc|sans nouvelles|rappel/.test(folded)) return 'relance';
  if (/remerci|merci/.test(folded)) return 'remerciement';
  if (/excus|desole|report|decal|annul|empeche|retard/.test(folded)) return 'excuse';
  if (/refus|declin|ne pas donner suite/.test(folded)) return 'refus';
  if (/invit/.test(folded)) return 'invitation';
  return 'information';
}

/** The topic as said to its recipient: "son accueil" becomes "votre accueil". */
function addressed(topic: string): string {
  return topic.replace(/\b(son|sa|leur)\b/gi, 'votre').replace(/\b(ses|leurs)\b/gi, 'vos');
}

function emailBody(kind: EmailKind, topic: string | null): { subject: string; lines: string[] } {
  const about = topic ? ` concernant ${topic}` : '';
  const title = topic ? capitalise(withoutArticle(topic)) : null;
  switch (kind) {
    case 'relance':
      return {
        subject: topic ? `Relance concernant ${topic}` : 'Suite à notre échange',
        lines: [
          `Je me permets de revenir vers vous${about}.`,
          'Avez-vous pu en prendre connaissance ? Je reste disponible pour en parler ou pour vous apporter les précisions utiles.',
        ],
      };
    case 'remerciement':
      return {
        subject: topic ? `Merci pour ${topic}` : 'Merci',
        lines: [
          `Je tenais à vous remercier${topic ? ` pour ${topic}` : ''}.`,
          'Votre aide a été précieuse, et je ne manquerai pas de vous rendre la pareille.',
        ],
      };
    case 'excuse':
      return {
        subject: title ? `${title} : changement de programme` : 'Changement de programme',
        lines: [
          `Je suis au regret de devoir revenir sur ce qui était prévu${about}.`,
          "Je vous prie de m'excuser pour ce contretemps et vous propose de convenir d'une nouvelle date : [deux dates possibles].",
        ],
      };
    case 'refus':
      return {
        subject: title ? `Votre proposition : ${title}` : 'Votre proposition',
        lines: [
          `Merci pour votre proposition${about}, que j'ai étudiée avec attention.`,
          'Nous ne pourrons malheureusement pas y donner suite pour le moment. Je garde néanmoins vos coordonnées pour une prochaine occasion.',
        ],
      };
    case 'invitation':
      return {
        subject: title ? `Invitation : ${title}` : 'Invitation',
        lines: [
          `J'ai le plaisir de vous inviter${topic ? ` à ${topic}` : ''}.`,
          'Rendez-vous le [date] à [heure], [lieu ou lien de visio]. Merci de me confirmer votre présence.',
        ],
      };
    case 'information':
      return {
        subject: title ?? 'Informations',
        lines: [
          `Je reviens vers vous${about}.`,
          '[Le point principal, en une ou deux phrases.] Je reste à votre disposition pour toute question.',
        ],
      };
  }
}

export function emailReply(context: ReplyContext): string {
  const { entities } = context;
  const kind = emailKind(fold(context.command));
  const written = entities.topic ?? entities.quoted;
  const topic = written && entities.person ? addressed(written) : written;
  const { subject, lines } = emailBody(kind, topic);
  const pasted = context.pasted ? summariseText(context.pasted, 2) : null;
  const draft = [
    `**Objet :** ${subject}`,
    '',
    salutation(entities.person),
    '',
    ...(pasted ? [`Merci pour votre message : ${pasted.keySentences.join(' ')}`, ''] : []),
    ...lines.flatMap((line) => [line, '']),
    'Bien cordialement,',
    '[Votre nom]',
  ].join('\n');
  return blocks(
    `${voices.alfred.ack} Voici un brouillon d'email (${kind === 'information' ? 'réponse' : kind}) prêt à être relu :`,
    quote(draft),
    `**Avant l'envoi :** complétez les passages entre crochets${entities.person ? '' : ', ajoutez le nom du destinataire'}${topic ? '' : ' et précisez le sujet'}, puis vérifiez les pièces jointes.`,
    'Je peux le rendre plus court, plus formel ou plus chaleureux : dites-le-moi.',
  );
}

export function summariseReply(context: ReplyContext): string {
  const text = textToSummarise(context);
  // "Une synthèse sur l'IA" is a topic to research, not a text to shorten: that is Spec's work.
  if (!text && context.entities.topic) return handoffReply(context, 'research');
  return text ? textSummary(text, 3, voices.alfred.ack) : conversationSummary(context, voices.alfred.ack);
}

/** "Sophie et Thomas", "Sophie, Thomas et Julie". */
function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

export function meetingReply(context: ReplyContext): string {
  const { workspace, today, entities } = context;
  const duration = entities.durationMinutes ?? 60;
  const topic = entities.topic ?? entities.quoted;
  const attendees = entities.names;
  const slots = freeSlots(workspace.events, today, duration, 3);
  const lastDay = slots.at(-1)?.day ?? nextWorkingDay(today, 2);
  const avoided = eventsBetween(workspace.events, nextWorkingDay(today), lastDay);
  const what =
    `${topic ? `sur ${topic} ` : ''}${attendees.length ? `avec ${listNames(attendees)}` : ''}`.trim();
  const proposals = slots.map((slot, index) => `${index + 1}. **${formatSlot(slot, today)}**`).join('\n');
  const opening = Math.max(5, Math.round(duration / 6));
  const closing = Math.max(5, Math.round(duration / 6));
  const agenda = [
    `1. Tour de table et objectif de la réunion (${formatDuration(opening)})`,
    `2. ${topic ? capitalise(withoutArticle(topic)) : 'Sujet principal'} : état des lieux et échanges (${formatDuration(duration - opening - closing)})`,
    `3. Décisions, responsables et prochaines étapes (${formatDuration(closing)})`,
  ].join('\n');
  const invitation = [
    `**Objet :** Réunion${topic ? ` : ${withoutArticle(topic)}` : ''}`,
    '',
    attendees.length ? `Bonjour ${listNames(attendees)},` : 'Bonjour à tous,',
    '',
    `Je vous propose une réunion de ${formatDuration(duration)}${topic ? ` sur ${topic}` : ''}. Voici trois créneaux possibles :`,
    ...slots.map((slot) => `- ${formatSlot(slot, today)}`),
    '',
    "Merci de me dire lequel vous convient ; j'enverrai l'invitation avec le lien de visio.",
    '',
    'Bien cordialement,',
    '[Votre nom]',
  ].join('\n');
  return blocks(
    `${voices.alfred.ack} Voici trois créneaux libres de ${formatDuration(duration)} dans votre agenda${what ? ` pour la réunion ${what}` : ''} :`,
    proposals,
    avoided.length > 0 &&
      `J'ai évité vos rendez-vous déjà prévus :\n${avoided.map((event) => `- ${formatEvent(event, today)}`).join('\n')}`,
    `**Ordre du jour proposé**\n${agenda}`,
    `**Invitation prête à envoyer**\n${quote(invitation)}`,
    entities.durationMinutes === null && 'Durée par défaut : 1 h. Précisez-la (« 30 min ») si besoin.',
    avoided.length > 0 && sampleNote(context),
  );
}
