import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../security/route-table.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Every API route of the registry (src/server/security/route-table.ts: one line per route) is sent
// hostile input, as a visitor and as a signed-in user. Each answer must be a 2xx, or a 4xx with the
// JSON error shape of DESIGN.md: never a 5xx, never a stack trace, never a hang.

const hostileStrings = [
  "' OR 1=1; DROP TABLE task; --",
  '"; SELECT pg_sleep(10); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000\u0000NUL',
  '\u202Eéliam\u202C RTL',
  '👩‍💻🚀🇫🇷',
  'e\u0301\u0301\u0301 combining',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '{{7*7}}${7*7}',
];

/** src/shared/text-rules.ts: each of these is a 400 `validation:control_character` wherever it goes. */
const controlStrings = [
  'a\u0000b',
  'a\u0007\b\f\u000bb',
  '\u001b[31mrouge\u001b[0m',
  'a\u007fb',
  'a\u0085b',
  'a\u009b2Jb',
];

/** better-auth's catch-all (/api/auth/*): every endpoint a browser can reach, fuzzed one by one. */
const authCatchAllPaths = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/send-verification-email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/verify-password',
  '/api/auth/update-user',
  '/api/auth/change-email',
  '/api/auth/revoke-session',
  '/api/auth/revoke-other-sessions',
  '/api/auth/delete-user',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/generate-backup-codes',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/get-totp-uri',
  '/api/auth/unknown-endpoint',
];
const authFields = [
  'email',
  'password',
  'name',
  'newPassword',
  'currentPassword',
  'token',
  'image',
  'newEmail',
  'code',
  'trustDevice',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings, ...controlStrings),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom(...hostileStrings), { maxLength: 60 }),
  fc.object({ maxDepth: 3 }),
);

/** Bodies shaped like the route's input (its known fields, filled with anything) and plain junk. */
function bodyArbitrary(): fc.Arbitrary<unknown> {
  const fields = [
    'employee',
    'messages',
    'content',
    'task',
    'email',
    'password',
    'plan',
    'text',
    'voice',
    'name',
    'title',
    'recipients',
    'reportType',
    'period',
    'status',
    'url',
    'audio',
  ];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 6 }),
    fc.record({
      employee: fc.constantFrom('alfred', 'chip', 'bob', ''),
      messages: fc.array(
        fc.record({ role: fc.constantFrom('user', 'assistant', 'system'), content: hostileValue }),
      ),
    }),
    hostileValue,
    fc.anything(),
  );
}

/**
 * One request on a new TCP connection (node:http, no agent). Large bodies go this way: a server
 * answering before it has read them may close that socket, which a pooled fetch would then reuse.
 */
function sendOnFreshConnection(
  client: TestClient,
  method: string,
  path: string,
  body: string,
  type = 'application/json',
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${client.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          'content-type': type,
          'content-length': Buffer.byteLength(body),
          origin: client.baseUrl,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [key, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(key, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function concretePath(path: string, sample: string | undefined): string {
  return sample ?? path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
}

async function expectSafeAnswer(res: Response, label: string) {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/at \S+\.(ts|js):\d+|node_modules/);
  if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
    const body = JSON.parse(text);
    expect(typeof body.error?.code, label).toBe('string');
    expect(typeof body.error?.message, label).toBe('string');
  }
}

const casesPerRoute = 12;

describe.each(testDatabaseKinds())('fuzzing every API route on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let user: TestClient;
  const counts = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000' });
    user = (await signedInClient(server.url, database.db)).client;
  });
  afterAll(async () => {
    console.log(
      `fuzz cases per route (${kind}):\n${[...counts].map(([route, n]) => `  ${route}: ${n}`).join('\n')}`,
    );
    await server?.close();
    await database?.dispose();
  });

  const send = (client: TestClient, method: string, path: string, init: RequestInit = {}) =>
    client.request(path, { method, signal: AbortSignal.timeout(10_000), ...init });

  for (const rule of routeTable()) {
    const label = `${rule.method} ${rule.path}`;
    it(`${label} survives hostile input`, { timeout: 120_000 }, async () => {
      const path = concretePath(rule.path, rule.sample);
      let cases = 0;
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(rule.method);
      for (const client of [new TestClient(server.url), user]) {
        if (!hasBody) {
          for (const suffix of [
            '',
            '?employee=%00',
            '?limit=-1&offset=abc',
            `?q=${encodeURIComponent(hostileStrings[0]!)}`,
          ]) {
            await expectSafeAnswer(await send(client, rule.method, `${path}${suffix}`), label);
            cases++;
          }
          continue;
        }
        await fc.assert(
          fc.asyncProperty(bodyArbitrary(), async (body) => {
            await expectSafeAnswer(
              await send(client, rule.method, path, { json: body } as RequestInit),
              label,
            );
            cases++;
          }),
          { numRuns: casesPerRoute, seed: 20261122 },
        );
        const raw = async (body: string, type = 'application/json') => {
          await expectSafeAnswer(await sendOnFreshConnection(client, rule.method, path, body, type), label);
          cases++;
        };
        await raw('{"employee": "alfred", ');
        await raw('not json at all', 'text/plain');
        await raw('<xml/>', 'application/xml');
        await raw(`${'['.repeat(5000)}${']'.repeat(5000)}`);
        await raw(JSON.stringify({ task: 'x'.repeat(900_000), content: 'y', text: 'z', email: 'a@b.fr' }));
        // Refused from its Content-Length before being read: the server may answer 413 and close
        // the socket while the client is still sending. Sent on its own connection, so a pooled
        // socket closed by that 413 is not reused by the next case.
        const huge = await sendOnFreshConnection(
          client,
          rule.method,
          path,
          'x'.repeat(11 * 1024 * 1024),
        ).catch((err: Error) => err);
        if (!(huge instanceof Error)) expect([400, 401, 403, 404, 413, 429]).toContain(huge.status);
        else expect(String(huge)).toMatch(/socket hang up|ECONNRESET|EPIPE/);
        cases++;
      }
      counts.set(label, cases);
    });
  }

  for (const authPath of authCatchAllPaths) {
    it(`POST ${authPath} (better-auth catch-all) survives hostile input`, { timeout: 60_000 }, async () => {
      // Its own account: sign-out, revoke and delete must not end the session the other routes use.
      const own = (await signedInClient(server.url, database.db)).client;
      let cases = 0;
      for (const client of [new TestClient(server.url), own]) {
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...authFields), hostileValue, { maxKeys: 5 }),
            async (body) => {
              await expectSafeAnswer(
                await send(client, 'POST', authPath, { json: body } as RequestInit),
                authPath,
              );
              cases++;
            },
          ),
          { numRuns: 6, seed: 20261124 },
        );
        // Every field set to a control character: always the guard's French 400, before better-auth.
        for (const text of controlStrings) {
          const body = Object.fromEntries(authFields.map((field) => [field, text]));
          const res = await send(client, 'POST', authPath, { json: body } as RequestInit);
          const answer = await res.json();
          expect(res.status, `${authPath} ${JSON.stringify(text)}`).toBe(400);
          expect(answer.error.code).toBe('validation:control_character');
          cases++;
        }
        const query = await send(
          client,
          'GET',
          `/api/auth/get-session?x=${encodeURIComponent(controlStrings[0]!)}`,
        );
        expect(query.status).toBe(400);
        await query.text();
        cases++;
      }
      counts.set(`POST ${authPath}`, cases);
    });
  }
});
