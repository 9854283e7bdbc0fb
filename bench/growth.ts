// `npx tsx bench/growth.ts` (also in `npm run bench`): how the cost grows with the data. One user
// gets 10, 1,000 then 100,000 tasks, and 1,000 conversations of 50 messages; p50/p99 of the task
// list, the board, a report and the conversation history at each size, then the query plans.
// PostgreSQL when TEST_DATABASE_URL is set (seeded with SQL), PGlite otherwise (seeded between restarts).
import { testDatabaseUrl } from '../src/server/config.ts';
import type { TestClient } from '../src/server/testing/auth-helpers.ts';
import { signedIn } from './accounts.ts';
import { fmt, startSeededServer, timeRequests } from './seeded-server.ts';

const sizes = [10, 1_000, 100_000];
const samples = 40;
const reportSamples = 15;

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

async function measure(label: string, kind: 'postgres' | 'pglite') {
  const server = await startSeededServer(kind, 'growth');
  const { withSeeder } = server;

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
      const list = await timeRequests(() => client.request('/api/tasks?limit=50'), samples);
      const board = await timeRequests(() => client.request('/api/tasks?limit=200'), samples);
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
      const history = await timeRequests(() => client.request('/api/conversations'), samples);
      const messages = await timeRequests(
        () => client.request(`/api/conversations/${oneConversation}`),
        samples,
      );
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
