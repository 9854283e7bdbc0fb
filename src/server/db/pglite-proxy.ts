import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** Plain data standing for an error thrown in the worker (message, name, PostgreSQL's fields). */
type PlainError = { message: string; name: string } & Record<string, unknown>;
type Reply = { seq: number; result?: unknown; error?: PlainError };
type Request =
  | {
      type: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
      tx?: number;
    }
  | { type: 'exec'; sql: string; rowMode?: 'array' | 'object'; rawTypes?: number[]; tx?: number }
  | { type: 'begin' | 'commit' | 'rollback'; id: number }
  | { type: 'migrate'; migrationsFolder: string }
  | { type: 'close' };

/** What drizzle's pglite driver calls on its client, inside a transaction too. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

/** Starts with this message: db/faults.ts classifies it as the database being unavailable. */
const closedMessage = 'PGlite is closed';

function errorOf(plain: PlainError): Error {
  const { message, name, ...fields } = plain;
  const err = Object.assign(new Error(message), fields);
  err.name = name;
  return err;
}

/**
 * Parsers are functions, which cannot cross threads: only the type ids travel, and the worker keeps
 * those values as text. That is what drizzle's parsers do (identity on dates, intervals, numeric[]).
 */
function optionsOf(options: QueryOptions | undefined) {
  if (!options) return {};
  const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  return { rowMode: options.rowMode, rawTypes };
}

export interface PgliteWorkerOptions {
  /** Absent: in memory. */
  dataDir?: string;
  /** PGlite's startParams (functions cannot cross threads, these strings can). */
  startParams?: string[];
  /** In memory only: a dump (`dumpDataDir`, uncompressed tar) to start from instead of a new cluster. */
  loadDataDir?: string;
  /** Runs before the worker opens the folder (creating the cluster in a child process). */
  prepare?: () => Promise<void>;
}

/**
 * A PGlite-compatible client whose PGlite lives in a worker thread (pglite-worker.mjs): query, exec
 * and transaction, as drizzle's pglite driver uses them. A transaction's statements run in order
 * on the worker's PGlite transaction, which holds PGlite's lock: nothing else runs until it ends,
 * committed, or rolled back when its callback throws.
 */
export class PgliteWorkerClient implements PgliteLike {
  readonly waitReady: Promise<void>;
  #worker: Worker | undefined;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #seq = 0;
  #transactions = 0;
  #openTransactions = 0;
  #failure: Error | undefined;

  constructor(options: PgliteWorkerOptions) {
    this.waitReady = this.#start(options);
    // Errors surface through the calls awaiting waitReady; an unobserved rejection must not end the process.
    this.waitReady.catch(() => {});
  }

  async #start(options: PgliteWorkerOptions): Promise<void> {
    await options.prepare?.();
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir: options.dataDir,
        startParams: options.startParams,
        loadDataDir: options.loadDataDir,
      },
    });
    this.#worker = worker;
    // The worker keeps the process alive only while a call or a transaction is in flight (#hold).
    worker.unref();
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: Reply | { ready: boolean; error?: PlainError }) => {
        if ('ready' in message) {
          if (message.ready) resolve();
          else reject(errorOf(message.error!));
          return;
        }
        const call = this.#pending.get(message.seq);
        if (!call) return;
        this.#pending.delete(message.seq);
        this.#hold();
        if (message.error) call.reject(errorOf(message.error));
        else call.resolve(message.result);
      });
      const stop = (reason: string) => {
        this.#failure ??= new Error(`${closedMessage} (${reason})`);
        reject(this.#failure);
        for (const call of this.#pending.values()) call.reject(this.#failure);
        this.#pending.clear();
      };
      worker.on('error', (err) => stop(err.message));
      worker.on('exit', (code) => stop(`fil de la base arrêté, code ${code}`));
    });
  }

  /** Keeps the process alive while work is in flight, as an in-process PGlite's pending query did. */
  #hold() {
    if (this.#pending.size > 0 || this.#openTransactions > 0) this.#worker?.ref();
    else this.#worker?.unref();
  }

  async #call<T>(request: Request): Promise<T> {
    await this.waitReady;
    if (this.#failure) throw this.#failure;
    const seq = ++this.#seq;
    const reply = new Promise<T>((resolve, reject) => {
      this.#pending.set(seq, { resolve: resolve as (value: unknown) => void, reject });
    });
    this.#hold();
    this.#worker!.postMessage({ ...request, seq });
    return reply;
  }

  #client(tx?: number): PgliteLike {
    return {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#call<Results<T>>({ type: 'query', sql, params, ...optionsOf(options), tx }),
      exec: (sql: string, options?: QueryOptions) =>
        this.#call<Results[]>({ type: 'exec', sql, ...optionsOf(options), tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#client().query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#client().exec(sql, options);
  }

  async transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const id = ++this.#transactions;
    await this.#call({ type: 'begin', id });
    this.#openTransactions++;
    try {
      let result: T;
      try {
        result = await callback(this.#client(id));
      } catch (err) {
        await this.#call({ type: 'rollback', id }).catch(() => {});
        throw err;
      }
      await this.#call({ type: 'commit', id });
      return result;
    } finally {
      this.#openTransactions--;
      this.#hold();
    }
  }

  /** drizzle's migrator, run inside the worker on its own PGlite. */
  migrate(migrationsFolder: string): Promise<void> {
    return this.#call({ type: 'migrate', migrationsFolder });
  }

  async close(): Promise<void> {
    try {
      await this.waitReady;
    } catch {
      await this.#worker?.terminate();
      return;
    }
    if (!this.#failure) await this.#call({ type: 'close' }).catch(() => {});
    this.#failure ??= new Error(`${closedMessage} (fermée)`);
    await this.#worker?.terminate();
  }
}

/** An absent or empty folder: PGlite would run initdb on it. */
export function needsNewCluster(dataDir: string): boolean {
  try {
    return readdirSync(dataDir).length === 0;
  } catch {
    return true;
  }
}

/**
 * Creates and migrates a new cluster in a short-lived node process (pglite-create.mjs), so initdb's
 * memory goes back to the system when it exits. On failure the folder is emptied again (it was
 * empty before) and the cause is thrown.
 */
export async function createClusterInChild(
  dataDir: string,
  migrationsFolder: string,
  startParams: string[] = [],
): Promise<void> {
  const script = new URL('./pglite-create.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, dataDir, migrationsFolder, JSON.stringify(startParams)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code === 0) return;
  for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
  throw new Error(
    stderr.trim().split('\n').pop() || `le processus de création a quitté avec le code ${code}`,
  );
}
