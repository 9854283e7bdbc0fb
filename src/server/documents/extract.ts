import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DocumentKind } from '../../shared/documents-model.ts';
import type { PassageDraft } from './passages.ts';

// Every uploaded document is read in a child process (extract-worker.mjs, decision 056) with a heap
// limit, a time limit and structural caps checked while it is read: a hostile, huge or corrupted
// file ends its child, never the server. The child sends back passages, never the whole text.

/** A block of text with where it comes from: a PDF page, or a DOCX section (its heading). */
export interface ExtractedBlock {
  page: number | null;
  section: string | null;
  text: string;
}

export interface Extraction {
  passages: PassageDraft[];
  pageCount: number | null;
  /** Text was left out: beyond the characters' or the passages' cap. */
  truncated: boolean;
}

/** The cap a document went over (ExtractionError's `limit`). */
export type ExtractionLimit =
  | 'pages'
  | 'paragraphs'
  | 'zip_entries'
  | 'zip_size'
  | 'zip_ratio'
  | 'xml_size'
  | 'xml_entities'
  | 'terms';

export class ExtractionError extends Error {
  constructor(
    readonly reason: 'corrupted' | 'timeout' | 'too_complex' | 'busy' | 'limit' | 'binary',
    readonly limit?: ExtractionLimit,
  ) {
    super(`extraction failed: ${reason}${limit ? ` (${limit})` : ''}`);
  }
}

/** What a document may hold; past them it is refused (422) or, for characters, read in part. */
export const extractionCaps = {
  /** PDF pages, checked before any page is read. */
  maxPages: 2_000,
  /** Paragraphs in all the XML parts of a DOCX (a 1,000-page report has about 30,000). */
  maxParagraphs: 200_000,
  maxZipEntries: 2_000,
  /** Uncompressed size of all the entries, as declared (images included, never inflated). */
  maxZipBytes: 512 * 1024 * 1024,
  /** Uncompressed / compressed, for an entry over `ratioFloorBytes` (Word's XML stays under 30). */
  maxZipRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  /** The XML parts inflated, all together. */
  maxXmlBytes: 64 * 1024 * 1024,
  /** Characters of text read; beyond, the document is indexed in part and says so. */
  maxChars: 8_000_000,
  /** Different words in the passages kept: a text past it is not prose (a term bomb), refused. */
  maxDistinctWords: 100_000,
};
export type ExtractionCaps = typeof extractionCaps;

export interface ExtractionOptions {
  timeoutMs?: number;
  /** The child's heap; beyond it the child ends (a pathological PDF), not the server. */
  maxHeapMb?: number;
  caps?: Partial<ExtractionCaps>;
}

const workerFile = fileURLToPath(new URL('./extract-worker.mjs', import.meta.url));

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

type WorkerAnswer =
  | { ok: true; result: Extraction }
  | { ok: false; reason: 'corrupted' | 'limit' | 'binary'; limit?: ExtractionLimit };

/** Reads a document in a child process; rejects with ExtractionError, never hangs past the time limit. */
export async function extractDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ExtractionOptions = {},
): Promise<Extraction> {
  const release = await slot();
  try {
    return await new Promise<Extraction>((resolve, reject) => {
      const child = fork(workerFile, [], {
        // Its own flags only (not tsx's or vitest's), and no environment: the server's secrets stay out
        // of the process that parses hostile files.
        execArgv: [`--max-old-space-size=${options.maxHeapMb ?? 384}`, '--max-semi-space-size=16'],
        env: {},
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
        fn();
      };
      const timer = setTimeout(
        () => finish(() => reject(new ExtractionError('timeout'))),
        options.timeoutMs ?? 20_000,
      );
      child.on('message', (message) => {
        const answer = message as WorkerAnswer;
        finish(() =>
          answer.ok ? resolve(answer.result) : reject(new ExtractionError(answer.reason, answer.limit)),
        );
      });
      child.on('error', () => finish(() => reject(new ExtractionError('corrupted'))));
      // Ended without an answer: out of memory (V8 aborts the child) or killed. 'close', not 'exit':
      // 'exit' can come before the child's last message is read, and a good answer was lost under load.
      child.on('close', () => finish(() => reject(new ExtractionError('too_complex'))));
      child.send({ kind, bytes, caps: { ...extractionCaps, ...options.caps } });
    });
  } finally {
    release();
  }
}

/** Whether the first bytes of a file read as text (no NUL; the child checks the whole file again). */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}
