// Dot's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { frenchDay, isoDay, parisClock, parisInstant, parisTime } from '../../../../shared/paris-time.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet, eventsBetween, withAttendees } from '../workspace-rows.ts';

/** Today's and tomorrow's interviews (the events whose title says « entretien »). */
export async function interviewReminders({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const day = parisClock(now).day;
  const events = await eventsBetween(
    db,
    userId,
    parisInstant(day, 0),
    parisInstant(day + 2, 0),
    '%entretien%',
  );
  return `Entretiens d’aujourd’hui et de demain :\n${bullet(
    events.map(
      (e) =>
        `${frenchDay(isoDay(parisClock(e.startsAt).day))} à ${parisTime(e.startsAt)} ${e.title}${withAttendees(e.attendees)}`,
    ),
    'Aucun entretien prévu.',
  )}`;
}
