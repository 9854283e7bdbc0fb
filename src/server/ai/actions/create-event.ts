import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parisClock } from '../../../shared/paris-time.ts';
import { calendarEvent } from '../../db/schema.ts';
import { formatDay, formatTime } from '../local/french.ts';
import { defineAction } from './action.ts';

const hourMs = 3_600_000;
const instant = z.iso.datetime({ offset: true });

export const createEvent = defineAction({
  kind: 'create_event',
  label: 'Créer un événement',
  toolDescription:
    "Propose d'ajouter un événement au planning (réunion, rendez-vous, créneau bloqué) avec son heure de début et de fin ; l'utilisateur l'approuve avant qu'il soit créé. Sans heure donnée, demande-la d'abord.",
  params: z
    .object({
      title: z.string().trim().min(1).max(200),
      start: instant.describe('début, ISO 8601 avec fuseau (Europe/Paris)'),
      end: instant.optional().describe('fin, ISO 8601 avec fuseau ; une heure après le début si absente'),
      attendees: z
        .array(z.string().trim().min(1).max(120))
        .max(20)
        .default([])
        .describe('noms des participants'),
    })
    // Stored as UTC instants; one hour by default, as when the request is read from French.
    .transform(({ start, end, ...rest }) => ({
      ...rest,
      start: new Date(start).toISOString(),
      end: new Date(end ?? Date.parse(start) + hourMs).toISOString(),
    }))
    .refine((e) => Date.parse(e.end) > Date.parse(e.start), { error: 'la fin doit suivre le début' }),
  describe({ title, start, end, attendees }, now) {
    const from = parisClock(new Date(start));
    const to = parisClock(new Date(end));
    const who = attendees.length ? ` avec ${attendees.join(', ')}` : '';
    const today = parisClock(now).day;
    // An event over several days says its first and last days.
    if (to.day - (to.minutes === 0 ? 1 : 0) > from.day)
      return `Planifier « ${title} » sur ${to.day - from.day + 1} jours, du ${formatDay(from.day, today)} à ${formatTime(from.minutes)} au ${formatDay(to.day, today)} à ${formatTime(to.minutes)}${who}`;
    return `Planifier « ${title} » le ${formatDay(from.day, today)} de ${formatTime(from.minutes)} à ${formatTime(to.minutes)}${who}`;
  },
  link: { href: '/calendar', label: 'Voir le planning' },
  async execute({ tx, userId, employee }, params) {
    // The same appointment already in the planning (an older approval, issue 42): not created twice.
    const [same] = await tx
      .select({ id: calendarEvent.id })
      .from(calendarEvent)
      .where(
        and(
          eq(calendarEvent.userId, userId),
          eq(calendarEvent.title, params.title),
          eq(calendarEvent.startsAt, new Date(params.start)),
          eq(calendarEvent.endsAt, new Date(params.end)),
        ),
      )
      .limit(1);
    if (same) return { taskId: null, eventId: same.id };
    const [created] = await tx
      .insert(calendarEvent)
      .values({
        userId,
        workspaceId: userId,
        title: params.title,
        startsAt: new Date(params.start),
        endsAt: new Date(params.end),
        attendees: params.attendees,
        source: `ai:${employee}`,
      })
      .returning({ id: calendarEvent.id });
    return { taskId: null, eventId: created!.id };
  },
});
