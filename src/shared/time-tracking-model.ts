// Time tracking's contract (issue 8 §6), shared by the server's validation and the /time-tracking page.
export const maxEntryHours = 24;
export const noteMax = 500;

/** A manual entry: a start and either an end or a duration in minutes. */
export interface TimeEntry {
  id: string;
  taskId: string | null;
  taskTitle: string | null;
  projectId: string | null;
  projectName: string | null;
  startedAt: string;
  endedAt: string | null;
  /** Up to now for the running timer. */
  durationSeconds: number;
  note: string;
  running: boolean;
}

export interface TimeSummary {
  /** Days of the last seven (Europe/Paris), oldest first: `YYYY-MM-DD` and seconds. */
  days: Array<{ day: string; seconds: number }>;
  todaySeconds: number;
  /** Monday to now, Europe/Paris. */
  weekSeconds: number;
  projects: Array<{ projectId: string | null; projectName: string; seconds: number }>;
}

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
