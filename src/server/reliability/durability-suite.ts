import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { bundledServer } from '../testing/compiled-server.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';

// Durability: the real server process, as `npm run start:prod` runs it in production (the bundle of
// decision 050, built for this file), writes in a loop and is killed with SIGKILL at a random moment, 20 times. After each restart every write it
// had acknowledged with a 2xx must be there. On PGlite (a data directory) and on PostgreSQL.

const root = new URL('../../..', import.meta.url).pathname;
const rounds = 20;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server as its own process (one process: SIGKILL must hit the server itself). */
async function startProcess(entry: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Septime est prêt')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return child;
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Signs up through the API and follows the confirmation link read from the loopback outbox. */
async function confirmedClient(baseUrl: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const email = uniqueEmail('durable');
  const signUp = await client.post('/api/auth/sign-up/email', { email, password: strongPassword, name: 'x' });
  expect(signUp.status).toBe(200);
  const outbox = await (await fetch(`${baseUrl}/outbox`)).text();
  const link = /href="(http:\/\/[^/"]+\/api\/auth\/verify-email\?token=[^"]+)"/.exec(outbox)?.[1];
  expect(link).toBeDefined();
  const verify = await client.request(link!.replace(/&amp;/g, '&').replace(/^http:\/\/[^/]+/, ''));
  expect(verify.status).toBe(302);
  return client;
}

/** The durability test on one database; each database has its own test file so they run in parallel. */
export function durabilitySuite(kind: TestDatabaseKind) {
  const needs = onlyWith(kind === 'postgres' && missing.postgres);
  describe(`durability of acknowledged writes on ${kind}`, needs, () => {
    let database: TestDatabase | undefined;
    let dataDir: string;
    let env: Record<string, string>;
    let server: ChildProcess | undefined;
    let bundle: Awaited<ReturnType<typeof bundledServer>> | undefined;

    beforeAll(async () => {
      bundle = await bundledServer();
      dataDir = mkdtempSync(join(tmpdir(), 'septime-durability-'));
      const port = String(await freePort());
      env = {
        PORT: port,
        DATA_DIR: dataDir,
        RATE_LIMIT_IP_MULTIPLIER: '50',
        APP_URL: `http://127.0.0.1:${port}`,
      };
      if (kind === 'postgres') {
        database = await createTestDatabase('postgres');
        env.DATABASE_URL = database.url!;
      }
    });
    afterAll(async () => {
      if (server) await kill(server);
      await database?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      bundle?.dispose();
    });

    it(`keeps every acknowledged write across ${rounds} SIGKILLs`, { timeout: 300_000 }, async () => {
      const baseUrl = `http://127.0.0.1:${env.PORT}`;
      server = await startProcess(bundle!.entry, env);
      const client = await confirmedClient(baseUrl);
      // Acknowledged writes, by the path that reads each back: tasks, conversations, and messages
      // (a message is acknowledged once its streamed reply has ended).
      const acknowledged: Array<{ check: string; expect?: string }> = [];
      let refused = 0;
      let checked = 0;
      let written = 0;
      const restartMs: number[] = [];
      const created = await client.post('/api/conversations', { employee: 'alfred' });
      const conversationId = ((await created.json()) as { id: string }).id;

      const writeOnce = async (writer: number) => {
        const n = written++;
        if (writer === 0) {
          const res = await client.post('/api/tasks', { title: `Tâche durable ${n}` });
          if (res.status === 201)
            acknowledged.push({ check: `/api/tasks/${((await res.json()) as { id: string }).id}` });
          else refused++;
        } else if (writer === 1) {
          const res = await client.post('/api/conversations', { employee: 'millie' });
          if (res.status === 201)
            acknowledged.push({ check: `/api/conversations/${((await res.json()) as { id: string }).id}` });
          else refused++;
        } else {
          const content = `Message durable ${n}`;
          const res = await client.post(`/api/conversations/${conversationId}/messages`, { content });
          const body = await res.text(); // the whole stream: the reply has ended
          if (res.status === 200 && !body.includes('"type":"error"'))
            acknowledged.push({ check: `/api/conversations/${conversationId}`, expect: content });
          else refused++;
        }
      };

      for (let round = 0; round < rounds; round++) {
        let stop = false;
        // Three writers in parallel (tasks, conversations, messages) until the process dies under them.
        const writers = Array.from({ length: 3 }, async (_, writer) => {
          while (!stop) {
            try {
              await writeOnce(writer);
              // Chat is limited to 30 messages a minute per user: pace that writer.
              if (writer === 2) await new Promise((resolve) => setTimeout(resolve, 100));
            } catch {
              return; // the connection died with the process: that write was never acknowledged
            }
          }
        });
        // The kill falls at a random moment once this round has written something.
        const before = acknowledged.length;
        while (acknowledged.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 600));
        stop = true;
        await kill(server!);
        await Promise.all(writers);

        const restartedAt = Date.now();
        server = await startProcess(bundle!.entry, env);
        restartMs.push(Date.now() - restartedAt);
        // Every write acknowledged in this round (earlier rounds were checked after their own kill).
        const thisRound = acknowledged.slice(checked);
        checked = acknowledged.length;
        const lost: string[] = [];
        for (const write of thisRound) {
          const res = await client.request(write.check);
          const text = await res.text();
          if (res.status !== 200 || (write.expect && !text.includes(write.expect))) lost.push(write.check);
        }
        expect(lost, `round ${round + 1}: ${lost.length} acknowledged writes lost`).toEqual([]);
      }
      await kill(server);
      server = undefined;
      console.log(
        `[durability ${kind}] ${acknowledged.length} acknowledged writes kept across ${rounds} SIGKILLs (${refused} refused; restart ${Math.min(...restartMs)}–${Math.max(...restartMs)} ms)`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(rounds);
    });
  });
}
