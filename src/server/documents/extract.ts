import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// PDF and DOCX text is read in a worker thread with a time and memory limit: a hostile, huge or
// corrupted file ends its worker, never the server. Plain text is decoded here (it costs nothing).

/** A block of text with where it comes from: a PDF page, or a DOCX section (its heading). */
export interface ExtractedBlock {
  page: number | null;
  section: string | null;
  text: string;
}

export interface Extraction {
  blocks: ExtractedBlock[];
  pageCount: number | null;
}

export class ExtractionError extends Error {
  constructor(readonly reason: 'corrupted' | 'timeout' | 'too_complex' | 'busy') {
    super(`extraction failed: ${reason}`);
  }
}

export interface ExtractionOptions {
  timeoutMs?: number;
  /** The worker's heap; beyond it the worker ends (a zip bomb, a pathological PDF). */
  maxHeapMb?: number;
}

const require = createRequire(import.meta.url);
/** Resolved once here, so the worker needs no loader of its own (tsx, vitest or compiled alike). */
const modules = { unpdf: require.resolve('unpdf'), mammoth: require.resolve('mammoth') };

// CommonJS run with `eval: true`: no TypeScript, no bundling, the same under tsx, vitest and dist.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { kind, bytes, modules } = workerData;
const decode = (html) => html
  .replace(/<br\\s*\\/?>/g, '\\n')
  .replace(/<\\/(p|li|tr|h[1-6])>/g, '\\n\\n')
  .replace(/<[^>]+>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
(async () => {
  if (kind === 'pdf') {
    const { extractText, getDocumentProxy } = require(modules.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { pageCount: totalPages, blocks: text.map((t, i) => ({ page: i + 1, section: null, text: t })) };
  }
  const mammoth = require(modules.mammoth);
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const blocks = [];
  let section = null;
  for (const part of value.split(/(?=<h[1-6][^>]*>)/)) {
    const heading = /^<h[1-6][^>]*>([\\s\\S]*?)<\\/h[1-6]>/.exec(part);
    let body = part;
    if (heading) {
      section = decode(heading[1]).replace(/\\s+/g, ' ').trim().slice(0, 200) || section;
      body = part.slice(heading[0].length);
    }
    const text = decode(body).trim();
    if (text || heading) blocks.push({ page: null, section, text });
  }
  return { pageCount: null, blocks };
})().then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (err) => parentPort.postMessage({ ok: false, message: String((err && err.message) || err).slice(0, 300) }),
);
`;

/** At most this many extractions at once, this many waiting: more answers 503 (the machine is shared). */
const maxRunning = 2;
const maxWaiting = 8;
let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= maxRunning) {
    if (waiting.length >= maxWaiting) throw new ExtractionError('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** Reads a PDF or a DOCX in a worker; rejects with ExtractionError, never hangs past the time limit. */
export async function extractInWorker(
  kind: 'pdf' | 'docx',
  bytes: Uint8Array,
  options: ExtractionOptions = {},
): Promise<Extraction> {
  const release = await slot();
  try {
    return await new Promise<Extraction>((resolve, reject) => {
      const worker = new Worker(workerSource, {
        eval: true,
        workerData: { kind, bytes, modules },
        resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      });
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(
        () => finish(() => reject(new ExtractionError('timeout'))),
        options.timeoutMs ?? 20_000,
      );
      worker.on('message', (message: { ok: true; result: Extraction } | { ok: false; message: string }) =>
        finish(() => (message.ok ? resolve(message.result) : reject(new ExtractionError('corrupted')))),
      );
      worker.on('error', (err: NodeJS.ErrnoException) =>
        finish(() =>
          reject(new ExtractionError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'corrupted')),
        ),
      );
      worker.on('exit', () => finish(() => reject(new ExtractionError('corrupted'))));
    });
  } finally {
    release();
  }
}

/** UTF-8 text (a byte order mark dropped), or Windows-1252 when it is not valid UTF-8; null for binary. */
export function decodeText(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
