// `npx tsx bench/growth.ts` (also in `npm run bench`): how the cost grows with the data. One user
// gets 10, 1,000 then 100,000 tasks, and 1,000 conversations of 50 messages; p50/p99 of the task
// list, the board, a report and the conversation history at each size, then the query plans.
// PostgreSQL when TEST_DATABASE_URL is set (seeded with SQL), PGlite otherwise (seeded between restarts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { testDatabaseUrl } from '../src/server/config.ts';
import type { TestClient } from '../src/server/testing/auth-helpers.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { signedIn } from './accounts.ts';
import { stats } from './chat-latency.ts';
import { startOurServer } from './throughput.ts';

const sizes = [10, 1_000, 100_000];
const samples = 40;
const reportSamples = 15;

/** Runs SQL against the database the server uses. */
interface Seeder {
  exec(sql: string): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

const seedTasks = (userId: string, n: number) => `
  DELETE FROM task WHERE user_id = '${userId}';
  INSERT INTO task (workspace_id, user_id, title, status, priority, due_date, source)
  SELECT '${userId}', '${userId}', 'Tâche de charge ' || g,
         (ARRAY['todo','in_progress','review','done'])[1 + g % 4],
         (ARRAY['low','medium','high','urgent'])[1 + g % 4],
         CURRENT_DATE + (g % 120), 'user'
  FROM generate_series(1, ${n}) g;
  ANALYZE task;
  DELETE FROM rate_limit_counter; -- the report calls below stay under the AI tools' 20 a minute`;

const seedConversations = (userId: string) => `
  INSERT INTO conversation (user_id, employee, title, updated_at)
  SELECT '${userId}', (ARRAY['alfred','chip','clide','suki','dot','millie','spec'])[1 + g % 7],
         'Conversation ' || g, now() - g * interval '1 minute'
  FROM generate_series(1, 1000) g;
  INSERT INTO chat_message (conversation_id, role, content, engine, created_at)
  SELECT c.id, CASE WHEN m % 2 = 0 THEN 'user' ELSE 'assistant' END,
         'Message ' || m || ' : priorisons les tâches de la semaine et préparons le point client.',
         CASE WHEN m % 2 = 0 THEN NULL ELSE 'local' END, now() - (50 - m) * interval '1 second'
  FROM conversation c, generate_series(1, 50) m WHERE c.user_id = '${userId}';
  ANALYZE conversation; ANALYZE chat_message;`;

async function timeRequests(
  make: () => Promise<Response>,
  count = samples,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await make();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} during the growth bench`);
    times.push(performance.now() - started);
  }
  const s = stats(times);
  return { p50: s.p50, p99: s.p99 };
}

const fmt = (t: { p50: number; p99: number }) => `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)}`;

async function measure(label: string, kind: 'postgres' | 'pglite') {
  const env: Record<string, string> = {
    RATE_LIMIT_IP_MULTIPLIER: '1000',
    NODE_ENV: 'development',
    // A fixed port: the PGlite run restarts the server and the client keeps its address.
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
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'septime-growth-'));
    seeder = async () => {
      const db = new PGlite(join(env.DATA_DIR!, 'pglite'));
      return {
        exec: async (sql) => void (await db.exec(sql)),
        query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
        close: () => db.close(),
      };
    };
  }

  let server = await startOurServer(env);
  // PGlite has one owner: the server stops while the seeder writes, then starts again.
  const withSeeder = async <T>(work: (s: Seeder) => Promise<T>): Promise<T> => {
    if (kind === 'pglite') {
      await server.stop();
    }
    const s = await seeder();
    try {
      return await work(s);
    } finally {
      await s.close();
      if (kind === 'pglite') server = await startOurServer(env);
    }
  };

  try {
    const client: TestClient = await signedIn(server.url, `croissance.${Date.now()}@example.fr`);
    const session = (await (await client.request('/api/auth/get-session')).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    await withSeeder(async (s) => {
      await s.exec(seedConversations(userId));
      // Reports are unlimited on Pro: the bench measures generation, not the Gratuit quota.
      await s.exec(
        `INSERT INTO subscription (user_id, plan, status, provider) VALUES ('${userId}', 'pro', 'active', 'sandbox')`,
      );
    });
    const conversations = (await (await client.request('/api/conversations')).json()) as {
      conversations: Array<{ id: string }>;
    };
    const oneConversation = conversations.conversations[0]!.id;

    console.log(
      `\n### ${label}: one user, 1,000 conversations × 50 messages (ms, p50 / p99 of ${samples}; reports of ${reportSamples})\n`,
    );
    console.log(
      '| tasks | task list (50) | board (200) | report generation | conversation list | conversation history (50 messages) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const size of sizes) {
      await withSeeder((s) => s.exec(seedTasks(userId, size)));
      const list = await timeRequests(() => client.request('/api/tasks?limit=50'));
      const board = await timeRequests(() => client.request('/api/tasks?limit=200'));
      const report = await timeRequests(
        () =>
          client.post('/api/ai/report', {
            reportType: 'custom',
            period: 'monthly',
            customPrompt: 'Avancement',
          }),
        // AI tools allow 20 calls a minute per user; the seeding between sizes resets the counter.
        reportSamples,
      );
      const history = await timeRequests(() => client.request('/api/conversations'));
      const messages = await timeRequests(() => client.request(`/api/conversations/${oneConversation}`));
      console.log(
        `| ${size.toLocaleString('en')} | ${fmt(list)} | ${fmt(board)} | ${fmt(report)} | ${fmt(history)} | ${fmt(messages)} |`,
      );
    }

    if (kind === 'postgres') {
      await withSeeder(async (s) => {
        const plans: Array<[string, string]> = [
          [
            'task list',
            `SELECT * FROM task WHERE user_id = '${userId}' ORDER BY due_date ASC NULLS LAST, created_at, id LIMIT 50`,
          ],
          ['task count', `SELECT count(*) FROM task WHERE user_id = '${userId}'`],
          [
            'conversation list',
            `SELECT * FROM conversation WHERE user_id = '${userId}' ORDER BY updated_at DESC LIMIT 100`,
          ],
          [
            'conversation history',
            `SELECT * FROM chat_message WHERE conversation_id = '${oneConversation}' ORDER BY created_at`,
          ],
        ];
        console.log('\n#### Query plans at 100,000 tasks (EXPLAIN ANALYZE)\n');
        for (const [name, sql] of plans) {
          const rows = await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`);
          console.log(`${name}:\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
        }
      });
    }
  } finally {
    await server.stop();
    await dispose();
  }
}

export async function measureGrowth() {
  if (testDatabaseUrl()) await measure('PostgreSQL', 'postgres');
  await measure('PGlite', 'pglite');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureGrowth();
  process.exit(0);
}
