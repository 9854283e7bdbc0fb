import { Cron } from 'croner';
import { parisTimeZone } from '../../shared/paris-time.ts';
import { ApiError } from '../http/errors.ts';

// Schedules are 5-field crons (minute hour day month weekday) read on the Paris clock by croner, which
// keeps 9:00 at 9:00 local on both sides of a daylight-saving change (decision 027).

const cronFields = 5;

/** The cron checked and normalised; a French 400 names what is wrong. */
export function checkCron(expression: string): string {
  const normalised = expression.trim().replace(/\s+/g, ' ');
  const fields = normalised.split(' ');
  if (fields.length !== cronFields)
    throw new ApiError(
      400,
      'validation:body',
      `Horaire invalide : « ${normalised.slice(0, 60)} » doit avoir 5 champs (minute heure jour mois jour-de-la-semaine), par exemple « 0 9 * * 1 » pour le lundi à 9h.`,
    );
  try {
    const cron = new Cron(normalised, { timezone: parisTimeZone, paused: true });
    if (!cron.nextRun(new Date())) throw new Error('never');
  } catch {
    throw new ApiError(
      400,
      'validation:body',
      `Horaire invalide : « ${normalised.slice(0, 60)} » n’est pas une expression cron valide (exemple : « 0 9 * * 1 » pour le lundi à 9h).`,
    );
  }
  return normalised;
}

/** The first instant strictly after `after` at which the cron fires in Paris (null if never). */
export function nextRunAfter(expression: string, after: Date): Date | null {
  return new Cron(expression, { timezone: parisTimeZone, paused: true }).nextRun(after);
}
