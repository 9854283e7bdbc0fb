import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAction, task } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Ten clicks on « Approuver » at once (two tabs, a double click, a retry): the task is created once.

describe.each(testDatabaseKinds())('deciding an AI action exactly once on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    client = (await signedInClient(server.url, database.db)).client;
    userId = (await (await client.request('/api/account')).json()).user.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function propose(title: string): Promise<string> {
    const [row] = await database.db
      .insert(aiAction)
      .values({
        userId,
        employee: 'alfred',
        kind: 'create_task',
        params: { title, dueDate: null, priority: 'medium' },
        summary: `Créer la tâche « ${title} »`,
      })
      .returning({ id: aiAction.id });
    return row!.id;
  }

  const tasksTitled = (title: string) =>
    database.db
      .select({ id: task.id })
      .from(task)
      .where(and(eq(task.userId, userId), eq(task.title, title)));

  async function decideInParallel(path: string, times = 10) {
    const answers = await Promise.all(Array.from({ length: times }, () => client.post(path, {})));
    return Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
  }

  it('10 parallel approvals: one success, nine 409 in French, one task', async () => {
    const title = `Relancer Durand ${kind}`;
    const id = await propose(title);
    const answers = await decideInParallel(`/api/actions/${id}/approve`);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error).toEqual({
        code: 'conflict:action',
        message: 'Cette action a déjà été traitée.',
      });
    }
    expect(await tasksTitled(title)).toHaveLength(1);
    const [row] = await database.db.select().from(aiAction).where(eq(aiAction.id, id));
    expect(row).toMatchObject({ status: 'executed', approvedBy: 'user' });
  });

  it('10 parallel rejections: one success, nine 409, no task', async () => {
    const title = `Refuser Martin ${kind}`;
    const id = await propose(title);
    const answers = await decideInParallel(`/api/actions/${id}/reject`);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await tasksTitled(title)).toHaveLength(0);
  });

  it('approvals racing rejections: exactly one decision wins, and a task only if it was an approval', async () => {
    const title = `Course Bernard ${kind}`;
    const id = await propose(title);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post(`/api/actions/${id}/${i % 2 ? 'reject' : 'approve'}`, {}).then(async (res) => ({
          status: res.status,
          body: await res.json(),
        })),
      ),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const [row] = await database.db.select().from(aiAction).where(eq(aiAction.id, id));
    expect(row!.status).toBe(winners[0]!.body.action.status);
    expect(await tasksTitled(title)).toHaveLength(row!.status === 'executed' ? 1 : 0);
  });
});
