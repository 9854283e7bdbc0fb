import { readChatEvents, replyText } from '../../src/server/chat/chat-stream.ts';
import type { Config } from '../../src/server/config.ts';
import { signedInClient, TestClient } from '../../src/server/testing/auth-helpers.ts';
import { createTestDatabase } from '../../src/server/testing/test-database.ts';
import { startTestServer } from '../../src/server/testing/test-server.ts';
import type { AiActionSummary, ChatResponse, EngineId } from '../../src/shared/chat.ts';
import { isoDay } from '../../src/shared/paris-time.ts';
import { type EmployeeId, employeeIds } from '../../src/shared/routes.ts';
import { type CheckOutcome, evaluate, parisDay, parisWeekday, pastedFactsIn } from './checks.ts';
import type { Scenario } from './scenarios.ts';

// Sends scenarios to a running Septime (in-process on PGlite, or EVAL_BASE_URL) and checks the replies.

export interface EvalTarget {
  baseUrl: string;
  description: string;
  /** A signed-in client, or null when this target gives no way to sign in (the scenario is skipped). */
  signedInUser(): Promise<TestClient | null>;
  close(): Promise<void>;
}

/** The real app in this process, on an in-memory PGlite; a fresh confirmed user per signed-in scenario. */
export async function inProcessTarget(ai?: Config['ai']): Promise<EvalTarget> {
  const database = await createTestDatabase('pglite');
  const aiEnv: Record<string, string> = ai
    ? {
        AI_BASE_URL: ai.baseUrl ?? '',
        AI_API_KEY: ai.apiKey ?? '',
        AI_MODEL: ai.model ?? '',
        MISTRAL_API_KEY: ai.mistralApiKey ?? '',
        AI_TIMEOUT_MS: String(ai.timeoutMs),
      }
    : {};
  // Every scenario comes from 127.0.0.1: the per-IP demo limit must not be what is measured.
  const server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000', ...aiEnv });
  return {
    baseUrl: server.url,
    description: `in-process app on PGlite (${server.url})`,
    signedInUser: async () => (await signedInClient(server.url, database.db)).client,
    close: async () => {
      await server.close();
      await database.dispose();
    },
  };
}

/** A running app; signed-in scenarios use the EVAL_EMAIL account (confirmed beforehand) when given. */
export function remoteTarget(settings: { baseUrl: string; email?: string; password?: string }): EvalTarget {
  const baseUrl = settings.baseUrl.replace(/\/$/, '');
  return {
    baseUrl,
    description: baseUrl,
    async signedInUser() {
      if (!settings.email || !settings.password) return null;
      const client = new TestClient(baseUrl);
      const res = await client.post('/api/auth/sign-in/email', {
        email: settings.email,
        password: settings.password,
      });
      if (res.status !== 200) throw new Error(`sign-in as ${settings.email} failed: ${res.status}`);
      return client;
    },
    close: async () => {},
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts JSON, waiting out rate limits (429 + Retry-After) a few times rather than failing a scenario. */
async function post(client: TestClient, path: string, body: unknown): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await client.post(path, body);
    if (res.status !== 429 || attempt >= 5) return res;
    const wait = Math.min(Number(res.headers.get('retry-after') ?? '5') || 5, 60);
    await res.body?.cancel();
    await sleep(wait * 1000);
  }
}

/** Which engine answers (local, or a model provider), from one short public request. */
export async function probeEngine(target: EvalTarget): Promise<EngineId> {
  const res = await post(new TestClient(target.baseUrl), '/api/chat', {
    employee: 'alfred',
    messages: [{ role: 'user', content: 'Bonjour' }],
  });
  if (res.status !== 200) throw new Error(`POST /api/chat answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as ChatResponse).engine;
}

export interface TurnResult {
  employee: EmployeeId;
  user: string;
  reply: string;
  /** The stored conversation (signed-in scenarios), null on the public contract. */
  conversationId: string | null;
  action: AiActionSummary | null;
  /** The skill the reply ran and the rule that chose it, as the engine recorded them (decision 071). */
  understood: Understood | null;
  /** A transport failure (HTTP status, stream error): every check of the turn then fails. */
  error: string | null;
  outcomes: CheckOutcome[];
}

type Understood = NonNullable<ChatResponse['understood']>;

export interface ScenarioResult {
  scenario: Scenario;
  /** Set when the scenario could not run on this target (no account to sign in with). */
  skipped: string | null;
  turns: TurnResult[];
  pass: boolean;
}

interface Answer {
  reply: string;
  understood?: Understood | null;
  action: AiActionSummary | null;
  actions?: AiActionSummary[];
  sources?: number;
  error: string | null;
}

async function publicAnswer(client: TestClient, employee: EmployeeId, messages: unknown[]): Promise<Answer> {
  const res = await post(client, '/api/chat', { employee, messages });
  if (res.status !== 200)
    return { reply: '', action: null, error: `HTTP ${res.status}: ${await res.text()}` };
  const body = (await res.json()) as ChatResponse;
  return { reply: body.response, understood: body.understood ?? null, action: null, error: null };
}

async function conversationAnswer(
  client: TestClient,
  conversationId: string,
  content: string,
): Promise<Answer> {
  const res = await post(client, `/api/conversations/${conversationId}/messages`, { content });
  if (res.status !== 200)
    return { reply: '', action: null, error: `HTTP ${res.status}: ${await res.text()}` };
  const events = await readChatEvents(res);
  const action = events.find((e) => e.type === 'action');
  const failure = events.find((e) => e.type === 'error');
  const sources = events.find((e) => e.type === 'sources');
  const done = events.find((e) => e.type === 'done');
  return {
    reply: replyText(events),
    understood: done?.type === 'done' ? (done.understood ?? null) : null,
    action: action?.type === 'action' ? action.action : null,
    actions: events.flatMap((e) => (e.type === 'action' ? [e.action] : [])),
    sources: sources?.type === 'sources' ? sources.sources.length : 0,
    error: failure?.type === 'error' ? `${failure.code}: ${failure.message}` : null,
  };
}

export async function runScenario(
  target: EvalTarget,
  scenario: Scenario,
  options: { withModel: boolean },
): Promise<ScenarioResult> {
  const started = new Date();
  const weekday = parisWeekday(started);
  if (scenario.weekdays && !scenario.weekdays.includes(weekday))
    return {
      scenario,
      skipped: `said on ${scenario.weekdays.join(', ')} only, not on ${weekday}`,
      turns: [],
      pass: false,
    };
  if (scenario.validUntil && isoDay(parisDay(started)) > scenario.validUntil)
    return { scenario, skipped: `its dates passed on ${scenario.validUntil}`, turns: [], pass: false };
  const client = scenario.signedIn ? await target.signedInUser() : new TestClient(target.baseUrl);
  if (!client)
    return { scenario, skipped: 'no account (set EVAL_EMAIL and EVAL_PASSWORD)', turns: [], pass: false };
  // The scenario's documents, uploaded as the user would (the company brain, issue 20).
  for (const doc of scenario.documents ?? []) {
    const res = await client.request(`/api/documents?name=${encodeURIComponent(doc.name)}`, {
      method: 'POST',
      body: new TextEncoder().encode(doc.text),
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (res.status !== 201) throw new Error(`upload of ${doc.name} answered ${res.status}`);
  }
  // The scenario's support tickets, typed in as the user would (the desk, decision 068).
  for (const ticket of scenario.tickets ?? []) {
    const res = await client.post('/api/support/tickets', ticket);
    if (res.status !== 201) throw new Error(`ticket « ${ticket.subject} » answered ${res.status}`);
  }
  let employee = scenario.employee;
  let history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let conversationId: string | null = null;
  const turns: TurnResult[] = [];
  for (const [index, turn] of scenario.turns.entries()) {
    if (index > 0 && turn.employee) {
      employee = turn.employee;
      history = [];
      conversationId = null;
    }
    const now = new Date();
    let answer: Answer;
    if (scenario.signedIn) {
      if (!conversationId) {
        const res = await post(client, '/api/conversations', { employee });
        if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}`);
        conversationId = ((await res.json()) as { id: string }).id;
      }
      answer = await conversationAnswer(client, conversationId, turn.user);
    } else {
      answer = await publicAnswer(client, employee, [...history, { role: 'user', content: turn.user }]);
    }
    const previousReply = history.findLast((m) => m.role === 'assistant')?.content ?? null;
    const checks = options.withModel && turn.expectWithModel ? turn.expectWithModel : turn.expect;
    // Every turn of every scenario: no fact pasted beside the prose (« Pour mémoire : … »).
    const pasted = pastedFactsIn(answer.reply);
    const outcomes = answer.error
      ? [{ pass: false, label: 'request', detail: answer.error }]
      : [
          ...checks.map((check) =>
            evaluate(check, {
              reply: answer.reply,
              previousReply,
              employee,
              action: answer.action,
              actions: answer.actions ?? [],
              sources: answer.sources ?? 0,
              now,
            }),
          ),
          ...(pasted.length ? [{ pass: false, label: 'noPastedFacts', detail: pasted.join(' / ') }] : []),
        ];
    history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: answer.reply });
    turns.push({
      employee,
      user: turn.user,
      conversationId,
      ...answer,
      understood: answer.understood ?? null,
      outcomes,
    });
  }
  const pass = turns.every((t) => t.outcomes.every((o) => o.pass));
  return { scenario, skipped: null, turns, pass };
}

export interface Rates {
  /** Scenarios that ran (not skipped). */
  scenarios: number;
  /** Mean share of runs a scenario passed. */
  passAt1: number;
  /** Share of scenarios that passed on every run (pass^k). */
  passAll: number;
}

/** Rates over the runs of each scenario (`runs[i]` holds every run of one scenario). */
export function rates(runs: ScenarioResult[][]): Rates {
  const ran = runs.filter((results) => results.length > 0 && results.every((r) => r.skipped === null));
  if (ran.length === 0) return { scenarios: 0, passAt1: 0, passAll: 0 };
  const passAt1 = ran.reduce(
    (sum, results) => sum + results.filter((r) => r.pass).length / results.length,
    0,
  );
  const passAll = ran.filter((results) => results.every((r) => r.pass)).length;
  return { scenarios: ran.length, passAt1: passAt1 / ran.length, passAll: passAll / ran.length };
}

/**
 * Rates per skill: a scenario counts for the skill its first turn ran (the rule's name when the reply
 * ran none: a greeting, a hand-off to no skill, a command on the workspace).
 */
export function ratesBySkill(runs: ScenarioResult[][]): Array<[string, Rates]> {
  const skillOf = (results: ScenarioResult[]) => {
    const understood = results[0]?.turns[0]?.understood;
    return understood ? (understood.skill ?? `(${understood.rule})`) : '(inconnu)';
  };
  const skills = [...new Set(runs.map(skillOf))].sort();
  return skills.map((skill) => [skill, rates(runs.filter((results) => skillOf(results) === skill))]);
}

export function ratesByEmployee(runs: ScenarioResult[][]): Record<EmployeeId, Rates> {
  return Object.fromEntries(
    employeeIds.map((id) => [id, rates(runs.filter((results) => results[0]?.scenario.employee === id))]),
  ) as Record<EmployeeId, Rates>;
}
