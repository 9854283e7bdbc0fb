// Alfred, the personal assistant: letters and replies, priorities, meetings, notes and the agenda.

import { dayOf } from '../../../../shared/paris-time.ts';
import { eventsBetween, formatEvent, formatSlot, freeSlots, slotWishes } from '../calendar.ts';
import { capitalise, fold, formatDay, formatDuration, formatTime, plural, withDe } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { isOwnList, listedItems } from '../understanding/listed-items.ts';
import { askedPeriod, dueText, isOverdue, openTasks, priorityLabels, rankTasks } from '../workspace.ts';
import {
  blocks,
  groupGreeting,
  letter,
  listWords,
  quote,
  revisionIntro,
  toAdministration,
} from './compose.ts';
import { asWe, composeLetter } from './letters.ts';
import { ownPriorities } from './own-list.ts';
import { sampleNote } from './work-parts.ts';
import type { Writer } from './writer.ts';

/** A note under a draft when the profile has no signature, instead of a "[Votre nom]" placeholder. */
export function signatureHint(conversation: Conversation): string | null {
  const { company } = conversation;
  if (company.signature || company.name) return null;
  return '_Ajoutez votre nom et votre signature dans **Paramètres → Profil de l’entreprise** : je les mettrai sous chaque brouillon._';
}

export const emailWriter: Writer = (conversation) => {
  const { name, to, draft } = composeLetter(conversation);
  const { facts } = conversation.request;
  // « Rédige une lettre au service urbanisme… »: a letter asked is called one.
  const posted = /\b(?:lettre|courrier)s?\b/.test(fold(conversation.request.command));
  // « Écris un SMS à Mme Lucas »: a text message is called one, not an email.
  const texted = conversation.style.channel === 'sms';
  const intro =
    revisionIntro(
      conversation,
      `une nouvelle version${to ? ` ${posted ? 'de la lettre' : 'de l’email'} pour ${to.label}` : ''}`,
    ) ??
    (texted
      ? `${/^voici\b/i.test(voices[conversation.employee].ack) ? 'Volontiers.' : voices[conversation.employee].ack} Voici un SMS${to ? ` pour ${to.label}` : ''}, prêt à être relu :`
      : `${/^voici\b/i.test(voices[conversation.employee].ack) ? 'Volontiers.' : voices[conversation.employee].ack} Voici un brouillon ${posted ? 'de lettre' : 'd’email'}${name ? ` ${withDe(name)}` : ''}${to ? ` pour ${to.label}` : ''}, prêt à être relu :`);
  const missing =
    !to &&
    !facts.companies.length &&
    !groupGreeting(conversation.request.command) &&
    // « Madame, Monsieur, » is how one writes to an administration: no name is missing.
    !toAdministration(conversation.request.command)
      ? 'À qui l’adresser ? Donnez-moi le nom du destinataire et je personnalise la formule d’appel.'
      : null;
  return blocks(
    intro,
    quote(draft),
    missing,
    signatureHint(conversation),
    conversation.style.length >= 0 &&
      `Je peux le raccourcir, le rendre plus ferme, plus formel ou plus chaleureux, ou passer au ${conversation.style.address === 'tu' ? 'vouvoiement' : 'tutoiement'}.`,
  );
};

const shownTasks = 10;

export const prioritiseWriter: Writer = (conversation) => {
  const { workspace, today, request } = conversation;
  // « J'ai 3 choses à faire : A, B et C. Par quoi je commence ? »: the user's own list, not the workspace's.
  const items = listedItems(conversation.message);
  if (isOwnList(conversation.message, items)) return ownPriorities(conversation, items, voices.alfred.ack);
  // "Priorise mes tâches de la semaine": what is due by the end of that period, late work included.
  const period = askedPeriod(request.command, today);
  const open = openTasks(workspace);
  const ranked = rankTasks(
    period ? open.filter((task) => task.dueDate && (dayOf(task.dueDate) ?? Infinity) <= period.last) : open,
  );
  if (!ranked.length) {
    return blocks(
      period && open.length
        ? `${voices.alfred.ack} Aucune de vos ${plural(open.length, 'tâche ouverte', 'tâches ouvertes')} n’est à rendre ${period.label} : la prochaine est « ${rankTasks(open)[0]!.title} » (${dueText(rankTasks(open)[0]!.dueDate, today)}).`
        : `${voices.alfred.ack} Vous n’avez aucune tâche ouverte pour le moment : votre liste est à jour.`,
      'Dites-moi par exemple « Crée une tâche : appeler le comptable demain » et je la prépare pour vous.',
    );
  }
  const count = Math.min(request.facts.count ?? shownTasks, ranked.length);
  const lines = ranked.slice(0, count).map((task, index) => {
    const details = [priorityLabels[task.priority], dueText(task.dueDate, today), task.project, task.assignee]
      .filter(Boolean)
      .join(' · ');
    return `${index + 1}. **${task.title}** — ${details}`;
  });
  const late = ranked.filter((task) => isOverdue(task, today));
  const [first, second] = ranked;
  return blocks(
    `${voices.alfred.ack} Voici ${count === ranked.length ? `vos ${plural(ranked.length, 'tâche ouverte', 'tâches ouvertes')}` : `vos ${count} tâches les plus prioritaires sur ${ranked.length}`}${period ? ` ${period.label} (retards compris)` : ''}, de la plus urgente à la moins urgente, au ${formatDay(today)} :`,
    lines.join('\n'),
    late.length > 0 && `**En retard :** ${late.map((task) => `« ${task.title} »`).join(', ')}.`,
    first &&
      `**Mon conseil :** commencez par « ${first.title} »${second ? `, puis « ${second.title} »` : ''}.`,
    sampleNote(conversation),
  );
};

export const meetingWriter: Writer = (conversation) => {
  const { workspace, today, request } = conversation;
  if (/\bordre du jour\b/.test(fold(request.command))) return agendaDocument(conversation);
  const { facts } = request;
  const duration =
    facts.durations[0]?.minutes && facts.durations[0].minutes <= 480 ? facts.durations[0].minutes : 60;
  const people = facts.people.map((person) => person.label);
  const topic = facts.subject ?? facts.quoted[0] ?? null;
  const asked = facts.dates[0];
  const slots =
    asked && asked.minutes !== null
      ? [{ day: asked.day, start: asked.minutes, end: asked.minutes + duration }]
      : freeSlots(
          workspace.events,
          asked ? asked.day - 1 : today,
          duration,
          facts.count ?? 3,
          slotWishes(fold(request.command), facts.dates),
        );
  // The appointments worked around are those of the days proposed, not of the days in between.
  const slotDays = new Set(slots.map((slot) => slot.day));
  const avoided = [...slotDays].flatMap((day) => eventsBetween(workspace.events, day, day));
  // "Organise un déjeuner avec Hélène": a meal is proposed as such, not as a meeting.
  const meal = /\b(petit-dejeuner|dejeuner|diner)\b/.exec(fold(request.command))?.[1];
  const mealName = meal
    ? { 'petit-dejeuner': 'petit-déjeuner', dejeuner: 'déjeuner', diner: 'dîner' }[meal]
    : null;
  const invitation = letter(conversation, {
    subject: `${mealName ? capitalise(mealName) : 'Réunion'}${topic ? ` : ${topic}` : ''}`,
    to: facts.people.length === 1 ? facts.people[0] : undefined,
    body: [
      `Je vous propose ${mealName ? `un ${mealName}${topic ? ` pour parler de ${topic}` : ''}` : topic ? `un échange de ${formatDuration(duration)} sur ${topic}` : `une réunion de ${formatDuration(duration)}`}${facts.places[0] ? ` à ${facts.places[0]}` : ''}. ${slots.length > 1 ? 'Voici les créneaux possibles :' : 'Le créneau proposé :'}`,
      slots.map((slot) => `- ${formatSlot(slot, today)}`).join('\n'),
      'Merci de me dire ce qui vous convient ; j’enverrai l’invitation.',
    ],
  });
  return blocks(
    revisionIntro(conversation, 'une nouvelle proposition') ??
      `${voices.alfred.ack} Voici ${slots.length > 1 ? `${slots.length} créneaux libres` : 'le créneau'} de ${formatDuration(duration)}${people.length ? ` pour ${mealName ? `le ${mealName}` : 'la réunion'} avec ${listWords(people)}` : mealName ? ` pour le ${mealName}` : ''}${topic ? ` sur ${topic}` : ''} :`,
    slots.map((slot, index) => `${index + 1}. **${formatSlot(slot, today)}**`).join('\n'),
    avoided.length > 0 &&
      `J’ai évité vos rendez-vous déjà prévus :\n${avoided.map((event) => `- ${formatEvent(event, today)}`).join('\n')}`,
    `**Invitation prête à envoyer**\n${quote(invitation)}`,
    'Pour l’ajouter à votre planning, dites par exemple « Ajoute un rendez-vous avec Paul mardi à 10h » : je vous le proposerai à valider.',
  );
};

/** The points of notes or of an agenda: sentences, and the short parts of a list written with commas. */
function pointsOf(text: string): string[] {
  return (
    text
      .split(/(?<=[.!?])\s+|\n+|\s*;\s*/)
      .flatMap((sentence) => {
        const parts = sentence.split(/,\s+/);
        return parts.length > 1 && parts.every((part) => part.length <= 70) ? parts : [sentence];
      })
      .map((line) =>
        line
          .trim()
          .replace(/^[-•*]\s*/, '')
          .replace(/[.!]+$/, ''),
      )
      // « et le budget reste à 45 000 € », « on a validé le planning »: a point of its own, in the
      // minutes' voice.
      .map((line) => line.replace(/^(?:et|puis|ensuite|enfin|alors|sinon|aussi)\s+/i, ''))
      .filter((line) => line.length > 3)
      .map((line) => capitalise(asWe(line)))
  );
}

// « bilan de novembre (10 min) », « planning — 15 minutes »: the time a point is given, when said.
const pointTime = /\s*(?:[(—–-]\s*|,\s*)(\d{1,3})\s*(?:min(?:utes?)?|mn)\s*\)?\s*$/i;

/**
 * "Prépare l'ordre du jour de la réunion de chantier de vendredi avec le plombier et l'électricien :
 * avancement des cloisons, date de pose…": the user's points in their order, with when the meeting is
 * (the day said, the hour only if said) and who attends; a time per point only when the user gives it.
 */
function agendaDocument(conversation: Conversation): string {
  const { request, employee } = conversation;
  const { facts } = request;
  const head = request.pasted ? request.command : request.command.replace(/:\s*.+$/, '');
  const points = pointsOf(request.pasted ?? /:\s*(.+)$/.exec(request.command)?.[1] ?? '').map((point) => {
    const time = pointTime.exec(point);
    return time
      ? { text: point.slice(0, time.index).trim(), minutes: Number(time[1]) }
      : { text: point, minutes: null };
  });
  const when = facts.dates[0];
  const folded = fold(head);
  // The meeting's name, without its day and its guests: « réunion de chantier ».
  const meeting = /\b(?:reunion|point|comite|seminaire|conseil|assemblee|rendez-vous)\b[^:,.]*/.exec(folded);
  const said = meeting
    ? head.slice(meeting.index, meeting.index + meeting[0].length).replace(/\s+avec\s+.*$/i, '')
    : '';
  // « réunion de chantier de vendredi »: the day is said apart.
  const dayAt = when ? fold(said).indexOf(fold(when.text)) : -1;
  const named = (dayAt >= 0 ? said.slice(0, dayAt) : said)
    .replace(/\s+(?:de|du|d’|d'|le|ce|cette|pour)\s*$/i, '')
    .trim();
  // « de la réunion de chantier », « du comité de pilotage »: the meeting as the command names it.
  const article = meeting
    ? /(?:de la|du|de l['’]|des)\s*$/i.exec(head.slice(0, meeting.index))?.[0]
    : undefined;
  const ofMeeting = named
    ? `${article ? `${article.replace(/\s+$/, '')}${/['’]$/.test(article) ? '' : ' '}` : 'de la '}${named}`
    : 'de la réunion';
  // « avec le plombier et l’électricien », « avec Paul et Léa »: who attends, in the user's words.
  const guests = /\bavec\s+(.+?)\s*$/i
    .exec(head)?.[1]
    ?.replace(/[.!?]+$/, '')
    .trim();
  const people =
    guests || (facts.people.length ? listWords(facts.people.map((person) => person.label)) : null);
  const timed = points.length > 0 && points.every((point) => point.minutes !== null);
  const shown = points.length
    ? points
    : ['Point sur les sujets en cours', 'Décisions à prendre', 'Actions et responsables'].map((text) => ({
        text,
        minutes: null,
      }));
  const total = points.reduce((sum, point) => sum + (point.minutes ?? 0), 0);
  return blocks(
    `${/^voici\b/i.test(voices[employee].ack) ? 'Volontiers.' : voices[employee].ack} Voici l’ordre du jour ${ofMeeting} :`,
    [
      // The day in full (« samedi 12 décembre »), the hour only when said.
      when
        ? `- **Quand :** ${formatDay(when.day)}${when.minutes !== null ? ` à ${formatTime(when.minutes)}` : ''}`
        : null,
      people ? `- **Participants :** ${people}` : null,
      timed ? `- **Durée :** ${formatDuration(total)}` : null,
    ]
      .filter(Boolean)
      .join('\n') || null,
    shown
      .map(
        (point, index) =>
          `${index + 1}. **${point.text}**${point.minutes !== null ? ` — ${point.minutes} min` : ''}`,
      )
      .join('\n'),
    !points.length
      ? 'Donnez-moi les points à aborder (après « : ») et je les mets dans l’ordre.'
      : !timed
        ? 'Si vous voulez un minutage, donnez-moi le temps prévu pour chaque point.'
        : null,
  );
}

export const notesWriter: Writer = (conversation) => {
  const { request, today } = conversation;
  const { facts } = request;
  if (/\bordre du jour\b/.test(fold(request.command))) return agendaDocument(conversation);
  const source = request.pasted;
  const said = source ? pointsOf(source) : [];
  // « Réunion avec Bati Ouest ce matin »: the meeting named by the notes' first line is the topic.
  const named = /^(?:r[ée]union|rendez-vous|point|comit[ée]|visite|call|visio)\b.{3,60}$/i.test(said[0] ?? '')
    ? said[0]!.charAt(0).toLowerCase() + said[0]!.slice(1)
    : null;
  const topic = facts.subject ?? facts.quoted[0] ?? named ?? 'la réunion';
  // « hier », « lundi dernier »: the day the meeting was held, when the notes say it.
  const held = facts.dates.find((date) => date.day <= today)?.day ?? today;
  const lines = named ? said.slice(1) : said;
  // Something decided is said in the past (« validé », « on a choisi »); « doit valider » is an action.
  const decisions = lines.filter((line) =>
    /\b(?:décid|valid|act|opt)(?:é|ée|és|ées)\b|\b(?:retenu|choisi|accord)\w*/i.test(line),
  );
  const actions = lines.filter((line) =>
    /\b(doit|devra|va |enverr|prépar|faut|avant|d['’]ici|s['’]occupe|se charge|prend en charge|gère)\b/i.test(
      line,
    ),
  );
  return blocks(
    `${voices.alfred.ack} Voici ${source ? 'le compte rendu mis au propre' : 'un modèle de compte rendu'} — ${topic}, ${formatDay(held)} :`,
    `**Participants :** ${facts.people.length ? listWords(facts.people.map((person) => person.label)) : 'à compléter'}`,
    source
      ? `**Ce qui a été dit :**\n${lines
          .slice(0, 8)
          .map((line) => `- ${line}`)
          .join('\n')}`
      : '**Ordre du jour :**\n1. Point sur les sujets en cours\n2. Décisions à prendre\n3. Actions et responsables',
    decisions.length > 0 && `**Décisions :**\n${decisions.map((line) => `- ${line}`).join('\n')}`,
    actions.length > 0 && `**Actions :**\n${actions.map((line) => `- [ ] ${line}`).join('\n')}`,
    !source && 'Collez vos notes brutes après « Compte rendu : » et je les range en décisions et actions.',
  );
};

/** "cette semaine", "la semaine prochaine": the days of that week still to come, Monday to Sunday. */
function weekAsked(command: string, today: number): { from: number; to: number; label: string } | null {
  const folded = fold(command);
  const monday = today - ((today + 3) % 7);
  if (/\b(?:la semaine prochaine|semaine prochaine)\b/.test(folded))
    return { from: monday + 7, to: monday + 13, label: 'la semaine prochaine' };
  if (/\b(?:cette semaine|de la semaine|la semaine en cours)\b/.test(folded))
    return { from: today, to: monday + 6, label: 'd’ici la fin de la semaine' };
  return null;
}

export const agendaWriter: Writer = (conversation) => {
  const { workspace, today, request } = conversation;
  const week = conversation.revises ? null : weekAsked(request.command, today);
  const day = week ? undefined : request.facts.dates[0]?.day;
  const from = week?.from ?? day ?? today;
  const to = week?.to ?? day ?? today + 6;
  // The coming days are what is still ahead: this morning's meeting, already started, is not next.
  const events = eventsBetween(workspace.events, from, to).filter(
    (event) => day !== undefined || new Date(event.start) > conversation.now,
  );
  const span = week ? week.label : 'dans les sept prochains jours';
  return blocks(
    events.length
      ? `${voices.alfred.ack} Voici votre agenda ${day ? `du ${formatDay(day, today)}` : span.replace(/^dans les/, 'des')} :`
      : `${voices.alfred.ack} Rien n’est prévu ${day ? `le ${formatDay(day, today)}` : span} dans votre planning.`,
    events.length > 0 && events.map((event) => `- ${formatEvent(event, today)}`).join('\n'),
    sampleNote(conversation),
  );
};

export const alfredWriters: Partial<Record<Intent, Writer>> = {
  email: emailWriter,
  prioritise: prioritiseWriter,
  meeting: meetingWriter,
  notes: notesWriter,
  agenda: agendaWriter,
};
