// `npm run test:stress`: 200 concurrent users for 60 s against the server `npm start` runs, on
// PostgreSQL (TEST_DATABASE_URL) and then on PGlite. Each signs in, then chats with Alfred (streamed
// replies from the local engine, stored) and writes to their workspace, with a think time of 1–3 s.
// Prints throughput, p50/p99 latency, errors (goal: 0) and the server's RSS. Local addresses only.
import { testDatabaseUrl } from '../src/server/config.ts';
import { TestClient } from '../src/server/testing/auth-helpers.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { createAccount, rssMb, strongPassword } from './accounts.ts';
import { stats } from './chat-latency.ts';
import { startOurServer } from './throughput.ts';

const users = Number(process.argv[2] ?? 200);
const durationMs = Number(process.argv[3] ?? 60) * 1000;

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

type Kind = 'sign-in' | 'chat' | 'write';

async function run(label: string, env: Record<string, string>) {
  const server = await startOurServer({ ...env, RATE_LIMIT_IP_MULTIPLIER: '1000', NODE_ENV: 'development' });
  const emails = Array.from({ length: users }, (_, i) => `charge.${Date.now()}.${i}@example.fr`);
  const setupStarted = performance.now();
  await pool(emails, 10, (email) => createAccount(server.url, email));
  const setupS = (performance.now() - setupStarted) / 1000;

  const latencies: Record<Kind, number[]> = { 'sign-in': [], chat: [], write: [] };
  const errors: string[] = [];
  const rss: number[] = [rssMb(server.pid)];
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
  const timed = async (kind: Kind, request: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const res = await request();
      const body = await res.text();
      if (res.status >= 400 || body.includes('"type":"error"')) errors.push(`${kind} ${res.status}`);
      else latencies[kind].push(performance.now() - started);
      return body;
    } catch (err) {
      errors.push(`${kind} ${err instanceof Error ? err.message : err}`);
      return '';
    }
  };
  const think = () => new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));

  const deadline = Date.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    emails.map(async (email) => {
      const client = new TestClient(server.url);
      await timed('sign-in', () =>
        client.post('/api/auth/sign-in/email', { email, password: strongPassword }),
      );
      const created = await timed('write', () => client.post('/api/conversations', { employee: 'alfred' }));
      const conversationId = (JSON.parse(created || '{}') as { id?: string }).id;
      while (Date.now() < deadline) {
        await think();
        if (Math.random() < 0.5 && conversationId) {
          await timed('chat', () =>
            client.post(`/api/conversations/${conversationId}/messages`, {
              content: 'Priorise mes tâches de la semaine',
            }),
          );
        } else {
          await timed('write', () => client.post('/api/conversations', { employee: 'millie' }));
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  server.stop();

  const all = Object.values(latencies).flat();
  console.log(
    `\n### ${label}: ${users} users, ${(durationMs / 1000).toFixed(0)} s (accounts created in ${setupS.toFixed(1)} s)\n`,
  );
  console.log('| requests | kind | req/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const [kind, values] of Object.entries(latencies)) {
    const s = stats(values);
    console.log(
      `| ${values.length} | ${kind} | ${(values.length / elapsedS).toFixed(1)} | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} |`,
    );
  }
  const s = stats(all);
  console.log(
    `| ${all.length} | all | ${(all.length / elapsedS).toFixed(1)} | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} |`,
  );
  const kinds = new Map<string, number>();
  for (const error of errors) kinds.set(error, (kinds.get(error) ?? 0) + 1);
  console.log(
    `\nErrors: ${errors.length}${errors.length ? ` (${[...kinds].map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''}`,
  );
  console.log(`Server RSS: ${rss[0]!.toFixed(0)} MB idle, ${Math.max(...rss).toFixed(0)} MB peak under load`);
  return errors.length;
}

let failures = 0;
if (testDatabaseUrl()) {
  const database = await createTestDatabase('postgres');
  try {
    failures += await run('PostgreSQL', { DATABASE_URL: database.url! });
  } finally {
    await database.dispose();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
failures += await run('PGlite', {});
process.exit(failures ? 1 : 0);
