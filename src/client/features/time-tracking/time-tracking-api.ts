import type { ManualEntryInput, StartTimerInput } from '../../../shared/time-tracking.ts';
import { downloadTextFile } from '../../components/ai-tools/report-download.ts';
import { api, call } from '../../lib/api-client.ts';

// The time tracking's calls (/api/time-entries), typed from the server's declarations.

export const timeKeys = {
  all: ['time-tracking'] as const,
  entries: ['time-tracking', 'entries'] as const,
  running: ['time-tracking', 'running'] as const,
  summary: ['time-tracking', 'summary'] as const,
  options: ['time-tracking', 'options'] as const,
};

const entries = api['time-entries'];
const noStore = { init: { cache: 'no-store' } } as const;

export const fetchEntries = () => call(entries.$get({ query: {} })).then((r) => r.entries);
export const fetchRunning = () => call(entries.running.$get(undefined, noStore)).then((r) => r.entry);
export const fetchSummary = () => call(entries.summary.$get(undefined, noStore));
export const fetchOptions = () => call(entries.options.$get());
export type TimeOptions = Awaited<ReturnType<typeof fetchOptions>>;
export const startTimer = (input: StartTimerInput) => call(entries.start.$post({ json: input }));
export const stopTimer = (id: string) => call(entries[':id'].stop.$post({ param: { id } }));
export const addEntry = (input: ManualEntryInput) => call(entries.$post({ json: input }));
export const deleteEntry = (id: string) => call(entries[':id'].$delete({ param: { id } }));

/** The export's address, for the link's no-script fallback (the click downloads through exportCsv). */
export const exportCsvHref = `/api${entries['export.csv'].$path()}`;

/** Downloads every entry as CSV under the server's file name; a refusal throws its French message. */
export async function exportCsv(): Promise<void> {
  const request = entries['export.csv'].$get();
  const file = await request.catch(() => null);
  // A refusal or a network failure: call throws its French ApiRequestError.
  if (!file?.ok) return void (await call(request));
  const name = /filename="([^"]+)"/.exec(file.headers.get('content-disposition') ?? '')?.[1];
  // The blob keeps the BOM that makes spreadsheets read the accents as UTF-8.
  downloadTextFile(name ?? 'suivi-temps.csv', await file.blob());
}
