import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../security/route-table.ts';
import { signedInClient, strongPassword, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 38: every declared route (the route table, so a new route is fuzzed without anyone adding it)
// gets, field by field from its OpenAPI schema, control characters, invalid dates, huge numbers,
// wrong types, missing fields, a body that is not JSON and an oversized string, in its path
// parameters and query too. Every answer is a 2xx or a 4xx. No randomness: the same cases each run.

/** Routes not fuzzed here, each with its reason (the test fails when a reason names no route). */
const notFuzzed: Record<string, string> = {};

/**
 * Routes whose body is not a JSON object the OpenAPI document describes field by field: they get the
 * generic bodies (not JSON, wrong JSON, oversized) and, for uploads, raw bytes with control characters.
 * (better-auth's catch-all declares no body: fuzz.test.ts sends each of its endpoints their fields.)
 */
const ownBodyFormat: Record<string, string> = {
  'POST /api/documents': 'upload: the raw bytes of the file, its name in the query',
  'POST /api/webhooks/stripe': 'raw body checked against the Stripe signature before it is parsed',
};

/** Routes that end or change the session: each gets its own fresh user. */
const ownUser = new Set([
  'DELETE /api/account',
  'POST /api/account/delete',
  'POST /api/auth/sign-out',
  'POST /api/auth/*',
  'GET /api/auth/*',
]);

/** NUL, ESC, DEL and a C1 control: each a different rule of src/shared/text-rules.ts. */
const control = ['a\u0000b', 'a\u001b[31mb', 'a\u007fb', 'a\u0085b'];
const badDates = ['2026-13-45', '9999-12-31T99:99'];
const hugeNumbers = [1e308, -1, 2 ** 53];
const wrongTypes = [['x'], { a: 1 }, null];
const oversized = 'x'.repeat(200_000);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
};

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let components: Record<string, JsonSchema> = {};

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? '']);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return resolve(choice.find((s) => resolve(s).type !== 'null') ?? choice[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve));
  return schema;
}

/** Fields whose schema alone does not say what a valid value looks like (patterns, ordered dates). */
function byName(name: string, schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type !== 'string' || schema.enum || schema.format === 'uuid') return undefined;
  const lower = name.toLowerCase();
  if (/^(end|ended|ends|to|until)/.test(lower)) return '2026-11-20T10:00:00+01:00';
  if (/^(start|started|starts|from)/.test(lower)) return '2026-11-20T09:00:00+01:00';
  if (lower.includes('date')) return '2026-11-20';
  if (lower.includes('email') || lower.startsWith('recipient')) return 'fuzz@example.fr';
  if (lower.includes('card') || lower === 'number') return '4242424242424242';
  if (lower.startsWith('exp')) return '12/30';
  if (lower === 'cvc' || lower === 'cvv') return '123';
  if (lower.includes('password')) return strongPassword;
  if (lower.includes('url')) return 'https://example.fr/hook';
  if (lower === 'schedule' || lower === 'cron') return '0 9 * * 1';
  return undefined;
}

/** A plausible valid value, so that one bad field at a time reaches the code behind the schema. */
function validValue(raw: JsonSchema | undefined, depth = 0, name = ''): unknown {
  const schema = resolve(raw);
  const named = byName(name, schema);
  if (named !== undefined) return named;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') {
        const owned = Object.entries(existing).find(([prefix]) =>
          prefix.includes(`/${name.replace(/Id$/, '')}`),
        );
        return owned?.[1] ?? '00000000-0000-4000-8000-000000000000';
      }
      if (schema.format === 'email') return 'fuzz@example.fr';
      if (schema.format === 'date-time') return '2026-11-20T09:00:00+01:00';
      if (schema.format === 'date') return '2026-11-20';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.fr/';
      return 'texte'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 2 ? [] : [validValue(schema.items, depth + 1, name)];
    case 'object':
      return depth > 2 ? {} : validObject(schema, depth + 1);
    default:
      return 'texte';
  }
}

function validObject(schema: JsonSchema, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value, depth, key)]),
  );
}

/** The hostile values of one field, after its type. */
function hostileValues(raw: JsonSchema | undefined): unknown[] {
  const schema = resolve(raw);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'number' || type === 'integer') return [...hugeNumbers, ...wrongTypes, 'a\u0000b'];
  if (type === 'boolean') return [...wrongTypes, 'a\u0000b'];
  if (type === 'array') return [[...control], [{ a: null }], 'a\u0000b', null];
  if (type === 'object') return [...wrongTypes, 'a\u0000b', { ...validObject(schema), '\u0000': 'x' }];
  return [...control, ...badDates, ...hugeNumbers.slice(0, 1), ...wrongTypes, oversized];
}

interface Case {
  path: string;
  body?: string;
  type?: string;
}

/** Real rows of the fuzzing user, so that a route with an `:id` reaches its service, not only its 404. */
let existing: Record<string, string> = {};

function casesOf(
  method: string,
  declaredPath: string,
  sample: string | undefined,
  operation: Operation | undefined,
): Case[] {
  const cases: Case[] = [];
  const params = (operation?.parameters ?? []).filter((p) => p.in === 'path');
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const validQuery = new URLSearchParams(query.map((p) => [p.name, String(validValue(p.schema, 0, p.name))]));
  const withQuery = (base: string, search: URLSearchParams) =>
    search.size ? `${base}?${search.toString()}` : base;
  // Path parameters from the route's sample when it has one, else a row of the user, else a zero UUID.
  const segments = declaredPath.split('/');
  const sampled = sample?.split('/');
  const aligned = sampled?.length === segments.length;
  const owned = Object.keys(existing).find((prefix) => declaredPath.startsWith(prefix));
  const fill = (name?: string, value?: string) =>
    segments
      .map((segment, i) => {
        if (segment === '*') return aligned ? sampled![i] : 'x';
        if (!segment.startsWith(':')) return segment;
        if (segment.slice(1) === name) return encodeURIComponent(value!);
        if (aligned) return sampled![i];
        return segment === ':id' && owned && method !== 'DELETE'
          ? existing[owned]
          : '00000000-0000-4000-8000-000000000000';
      })
      .join('/');
  const base = sample ?? fill();
  cases.push({ path: withQuery(base, validQuery) });

  // Path parameters: each one at a time.
  for (const param of params) {
    for (const value of [control[0]!, control[3]!, badDates[0]!, '-1', 'x'.repeat(5000)]) {
      cases.push({ path: fill(param.name, value) });
    }
  }
  // Query strings: declared parameters one at a time, then the usual suspects everywhere.
  const queryValues = [...control, ...badDates, '1e308', '-1', '9007199254740992', 'x'.repeat(5000)];
  for (const param of query) {
    for (const value of queryValues) {
      const search = new URLSearchParams(validQuery);
      search.set(param.name, value);
      cases.push({ path: withQuery(base, search) });
    }
    const twice = new URLSearchParams(validQuery);
    twice.append(param.name, 'b');
    cases.push({ path: withQuery(base, twice) });
  }
  for (const value of [control[0]!, badDates[0]!, '-1']) {
    cases.push({ path: `${base}?q=${encodeURIComponent(value)}&from=${encodeURIComponent(value)}` });
  }

  if (['GET', 'HEAD', 'DELETE'].includes(method)) return cases;
  const content = operation?.requestBody?.content ?? {};
  const schema = resolve(content['application/json']?.schema);
  const json = (value: unknown) => ({ path: base, body: JSON.stringify(value) });
  if (content['application/octet-stream']) {
    for (const bytes of [...control, '\u0000'.repeat(20_000), `${'a'.repeat(9000)}\u0000`]) {
      cases.push({ path: withQuery(base, validQuery), body: bytes, type: 'application/octet-stream' });
    }
  }
  if (schema.properties) {
    const valid = validObject(schema);
    cases.push(json(valid));
    for (const [field, fieldSchema] of Object.entries(schema.properties)) {
      for (const value of hostileValues(fieldSchema)) cases.push(json({ ...valid, [field]: value }));
      const inner = resolve(fieldSchema);
      // One level down (lists of objects, nested records): their string fields get the same.
      const nested = resolve(inner.type === 'array' ? inner.items : inner);
      if (nested.properties) {
        const innerValid = validObject(nested);
        for (const [key, sub] of Object.entries(nested.properties)) {
          for (const value of hostileValues(sub).slice(0, 6)) {
            const item = { ...innerValid, [key]: value };
            cases.push(json({ ...valid, [field]: inner.type === 'array' ? [item] : item }));
          }
        }
      }
    }
    for (const field of schema.required ?? []) {
      const { [field]: _, ...rest } = valid;
      cases.push(json(rest));
    }
  }
  // Whatever the declared schema (or none: a route reading its body by hand), the generic shapes.
  cases.push(json({}), json(null), json([]), json('a\u0000b'), json(1e308));
  cases.push(json({ name: control[0], title: control[0], date: badDates[0], startedAt: badDates[1] }));
  cases.push({ path: base, body: '{"a": ', type: 'application/json' });
  cases.push({ path: base, body: 'pas du JSON', type: 'text/plain' });
  cases.push({ path: base, body: 'pas du JSON', type: 'application/json' });
  cases.push({ path: base, body: JSON.stringify({ text: oversized, name: oversized, title: oversized }) });
  return cases;
}

async function send(client: TestClient, method: string, test: Case): Promise<Response> {
  return client.request(test.path, {
    method,
    signal: AbortSignal.timeout(15_000),
    ...(test.body === undefined
      ? {}
      : { body: test.body, headers: { 'content-type': test.type ?? 'application/json' } }),
  });
}

describe.each(testDatabaseKinds())('every declared route, field by field, on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let user: TestClient;
  let operations: Record<string, Record<string, Operation>> = {};
  let total = 0;
  const statuses = new Map<number, number>();
  const started = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000' });
    user = (await signedInClient(server.url, database.db)).client;
    const document = await (await user.request('/api/openapi.json')).json();
    operations = document.paths;
    components = document.components?.schemas ?? {};
    const create = async (path: string, body: unknown) => {
      const res = await user.post(path, body);
      const answer = await res.json();
      expect(res.status, `${path} ${JSON.stringify(answer)}`).toBeLessThan(300);
      return String(answer.id ?? answer.entry?.id);
    };
    const at = { startedAt: '2026-11-20T09:00:00+01:00', endedAt: '2026-11-20T10:00:00+01:00' };
    existing = {
      '/api/projects/': await create('/api/projects', { name: 'Projet fuzz' }),
      '/api/tasks/': await create('/api/tasks', { title: 'Tâche fuzz' }),
      '/api/time-entries/': await create('/api/time-entries', { ...at, note: 'fuzz' }),
      '/api/conversations/': await create('/api/conversations', { employee: 'alfred' }),
      '/api/memory/facts/': await create('/api/memory/facts', { text: 'Fait fuzz' }),
      '/api/crm/companies/': await create('/api/crm/companies', { name: 'Entreprise fuzz' }),
      '/api/crm/contacts/': await create('/api/crm/contacts', { name: 'Contact fuzz' }),
      '/api/crm/opportunities/': await create('/api/crm/opportunities', { title: 'Opportunité fuzz' }),
      '/api/events/': await create('/api/events', {
        title: 'Rendez-vous fuzz',
        start: at.startedAt,
        end: at.endedAt,
      }),
    };
  });
  afterAll(async () => {
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `route fuzz on ${kind}: ${total} requests in ${Date.now() - started} ms (${byStatus.join(' ')})`,
    );
    await server?.close();
    await database?.dispose();
  });

  const operationOf = (rule: { method: string; path: string }) =>
    operations[rule.path.replace(/^\/api/, '').replace(/:([a-zA-Z]+)/g, '{$1}')]?.[rule.method.toLowerCase()];

  it('lists only routes that exist among those it leaves out', () => {
    const declared = new Set(routeTable().map((rule) => `${rule.method} ${rule.path}`));
    for (const key of Object.keys(notFuzzed)) expect(declared, key).toContain(key);
  });

  it('knows every route whose body has its own format', () => {
    const own = routeTable()
      .filter((rule) => !['GET', 'HEAD', 'DELETE'].includes(rule.method))
      .filter((rule) => {
        const content = operationOf(rule)?.requestBody?.content;
        return content && !resolve(content['application/json']?.schema).properties;
      })
      .map((rule) => `${rule.method} ${rule.path}`);
    expect(own.sort()).toEqual(Object.keys(ownBodyFormat).sort());
  });

  for (const rule of routeTable()) {
    const key = `${rule.method} ${rule.path}`;
    if (notFuzzed[key]) continue;
    it(`${key} answers hostile input with a 2xx or a 4xx`, { timeout: 120_000 }, async () => {
      const client = ownUser.has(key) ? (await signedInClient(server.url, database.db)).client : user;
      const operation = operationOf(rule);
      const found: string[] = [];
      const cases = casesOf(rule.method, rule.path, rule.sample, operation);
      for (const test of cases) {
        const res = await send(client, rule.method, test);
        const text = await res.text();
        total++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // FUZZ_DEBUG=1 prints each route's answer to its valid body: a 400 there means the fuzz stops at the schema.
        if (process.env.FUZZ_DEBUG && test === cases.find((c) => c.body !== undefined))
          console.log('BASE', key, res.status, text.slice(0, 150));
        if (res.status >= 500)
          found.push(`${res.status} ${test.path} ${(test.body ?? '').slice(0, 120)} → ${text.slice(0, 160)}`);
      }
      expect(found, key).toEqual([]);
    });
  }
});
