// Skills scheduler under load (decision 027): 10,000 skills due in the same minute, two instances on
// one PostgreSQL database. Checks that every skill runs exactly once, measures the time until the
// last run starts and the latency added meanwhile to interactive requests on one of the instances.
//
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/skills-scheduler.ts [skills]
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { skill, skillRun, user } from '../src/server/db/schema.ts';
import { signedInClient } from '../src/server/testing/auth-helpers.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';
import { stats } from './chat-latency.ts';

const total = Number(process.argv[2] ?? 10_000);
const users = 100;

async function main() {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must point at a PostgreSQL server');
  const database = await createTestDatabase('postgres');
  const second = openDatabase({ kind: 'postgres', url: database.url! });
  const hooks = { planOf: async () => 'pro' as const };
  const a = await startTestServer(database, {}, hooks, { skillScheduler: false });
  const b = await startTestServer(second, {}, hooks, { skillScheduler: false });
  try {
    const { client } = await signedInClient(a.url, database.db);
    await client.request('/api/tasks');

    // 100 users with 100 skills each, all due one second ago.
    const userIds = Array.from({ length: users }, () => randomUUID());
    await database.db
      .insert(user)
      .values(userIds.map((id) => ({ id, name: 'Banc', email: `${id}@example.fr`, emailVerified: true })));
    const due = new Date(Date.now() - 1000);
    for (let i = 0; i < total; i += 1000) {
      await database.db.insert(skill).values(
        Array.from({ length: Math.min(1000, total - i) }, (_, j) => ({
          userId: userIds[(i + j) % users]!,
          employee: 'millie',
          kind: 'overdue_watch' as const,
          name: 'Veille des tâches en retard',
          trigger: 'schedule' as const,
          cron: '0 9 * * *',
          destination: 'chat' as const,
          nextRunAt: due,
        })),
      );
    }

    // Interactive latency: one signed-in list request at a time on instance A, before and during.
    const probe = async (until: () => boolean) => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        const res = await client.request('/api/tasks?limit=50');
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
      return times;
    };
    const baselineEnd = Date.now() + 5000;
    const baseline = await probe(() => Date.now() > baselineEnd);

    let done = false;
    const started = performance.now();
    let lastClaim = 0;
    const claimedBy = { a: 0, b: 0 };
    const tickOn = async (name: 'a' | 'b', server: typeof a) => {
      // Each instance ticks until nothing is left, as its timer would.
      for (;;) {
        const result = await server.automation.scheduler.tick(new Date(), {
          onClaimed: () => {
            claimedBy[name]++;
            lastClaim = performance.now();
          },
        });
        if (result.ran === 0 && result.enqueued === 0) return;
      }
    };
    const during = probe(() => done);
    await Promise.all([tickOn('a', a), tickOn('b', b)]);
    const finished = performance.now();
    done = true;
    const duringTimes = await during;

    const [counts] = (
      (await database.db.execute(sql`
        select count(*)::int as runs,
               count(distinct ${skillRun.skillId})::int as skills,
               count(*) filter (where ${skillRun.status} = 'succeeded')::int as succeeded,
               max(${skillRun.attempts})::int as max_attempts
        from ${skillRun}`)) as unknown as { rows: unknown[] }
    ).rows as Array<{ runs: number; skills: number; succeeded: number; max_attempts: number }>;
    const base = stats(baseline);
    const load = stats(duringTimes);
    console.log(
      JSON.stringify(
        {
          skills: total,
          runs: counts,
          claimedBy,
          lastStartMs: Math.round(lastClaim - started),
          allDoneMs: Math.round(finished - started),
          interactive: {
            baseline: { n: baseline.length, p50: base.p50.toFixed(1), p99: base.p99.toFixed(1) },
            during: { n: duringTimes.length, p50: load.p50.toFixed(1), p99: load.p99.toFixed(1) },
          },
        },
        null,
        2,
      ),
    );
    if (counts!.runs !== total || counts!.skills !== total || counts!.max_attempts !== 1)
      throw new Error('a skill ran twice or not at all');
  } finally {
    await b.close();
    await second.close();
    await a.close();
    await database.dispose();
  }
}

main().then(
  // The servers' background timers would keep the process alive.
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
