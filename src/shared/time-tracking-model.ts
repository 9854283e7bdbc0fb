// Time tracking's contract (issue 8 §6), shared by the server's validation and the /time-tracking page.
import type { z } from 'zod';
import type { timeEntryOptionsSchema, timeEntrySchema, timeSummarySchema } from './time-tracking.ts';

export const maxEntryHours = 24;
export const noteMax = 500;

// The shapes the API answers, derived from the zod schemas of time-tracking.ts (type-only: no zod in the
// page chunks that import this file for its helpers).
export type TimeEntry = z.output<typeof timeEntrySchema>;
export type TimeSummary = z.output<typeof timeSummarySchema>;
export type TimeEntryOptions = z.output<typeof timeEntryOptionsSchema>;

/** `1 h 05 min`, `45 min`, `0 min`: how totals read on the page and in the CSV. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** `01:02:03`: the running timer's clock. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
