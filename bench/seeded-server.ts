// A server of ours on a database the bench fills with SQL (growth.ts, crm-support-lists.ts):
// PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. PGlite has one owner, so the server
// stops while the seeder writes, then starts again on the same port (the client keeps its address).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { stats } from './chat-latency.ts';
import { startOurServer } from './throughput.ts';

/** Runs SQL against the database the server uses. */
export interface Seeder {
  exec(sql: string): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function startSeededServer(kind: 'postgres' | 'pglite', prefix: string) {
  const env: Record<string, string> = {
    RATE_LIMIT_IP_MULTIPLIER: '1000',
    NODE_ENV: 'development',
    PORT: String(20000 + Math.floor(Math.random() * 20000)),
  };
  let seeder: () => Promise<Seeder>;
  let dispose = async () => {};
  if (kind === 'postgres') {
    const database = await createTestDatabase('postgres');
    env.DATABASE_URL = database.url!;
    dispose = () => database.dispose();
    seeder = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return {
        exec: async (sql) => void (await client.query(sql)),
        query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
        close: () => client.end(),
      };
    };
  } else {
    env.DATA_DIR = mkdtempSync(join(tmpdir(), `septime-${prefix}-`));
    seeder = async () => {
      // The server's extensions: the trigram indexes of the CRM and documents need pg_trgm loaded.
      const db = new PGlite(join(env.DATA_DIR!, 'pglite'), { extensions: { unaccent, pg_trgm } });
      return {
        exec: async (sql) => void (await db.exec(sql)),
        query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
        close: () => db.close(),
      };
    };
  }
  let server = await startOurServer(env);
  return {
    get url() {
      return server.url;
    },
    async withSeeder<T>(work: (s: Seeder) => Promise<T>): Promise<T> {
      if (kind === 'pglite') await server.stop();
      const s = await seeder();
      try {
        return await work(s);
      } finally {
        await s.close();
        if (kind === 'pglite') server = await startOurServer(env);
      }
    },
    async stop() {
      await server.stop();
      await dispose();
    },
  };
}

/** p50 and p99 of `count` requests made one after the other; a non-2xx answer stops the bench. */
export async function timeRequests(
  make: () => Promise<Response>,
  count: number,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await make();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} during the bench`);
    times.push(performance.now() - started);
  }
  const s = stats(times);
  return { p50: s.p50, p99: s.p99 };
}

export const fmt = (t: { p50: number; p99: number }) => `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)}`;
