// The company memory's zod schemas are the server's own (shared/memory.ts), and with zod they weigh
// 25 KB gzip: the settings forms load them when the user starts filling one in and wait for them at
// submit, not with the page (its 160 KB budget, decision 046).
type MemorySchemas = typeof import('../../../shared/memory.ts');

let loading: Promise<MemorySchemas> | undefined;

/** The shared schemas, fetched once; call it early (focus) to have them by the time of the submit. */
export function loadMemorySchemas(): Promise<MemorySchemas> {
  loading ??= import('../../../shared/memory.ts').catch((error: unknown) => {
    loading = undefined; // offline for a moment: the next submit tries again
    throw error;
  });
  return loading;
}
