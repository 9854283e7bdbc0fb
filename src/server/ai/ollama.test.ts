import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readChatEvents, replyText } from '../chat/chat-stream.ts';
import { loadConfig } from '../config.ts';
import { TestClient } from '../testing/auth-helpers.ts';
import {
  type FakeOllamaTags,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../testing/fake-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createAiEngine } from './index.ts';
import { detectOllamaModel, ollamaProbeTimeoutMs } from './ollama.ts';
import type { ReplyRequest } from './types.ts';

const emptyWorkspace: ReplyRequest['workspace'] = { isSample: false, projects: [], tasks: [], events: [] };
const question = (content: string): ReplyRequest => ({
  employee: 'alfred',
  messages: [{ role: 'user', content }],
  workspace: emptyWorkspace,
  now: new Date('2026-11-24T09:00:00Z'),
});

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('Ollama detection at start', () => {
  let ollama: FakeOpenAiServer;
  const tagRequests = () => ollama.requests.filter((r) => r.path === '/api/tags').length;

  beforeAll(async () => {
    ollama = await startFakeOpenAiServer({ kind: 'reply', words: ['Bonjour'] });
  });
  afterAll(async () => {
    await ollama?.close();
  });
  beforeEach(() => {
    ollama.requests.length = 0;
    ollama.setTags({ kind: 'models', names: ['llama3.2:latest', 'mistral:7b'] });
  });

  it('uses the first installed model, and streams the reply through its OpenAI-compatible API', async () => {
    const engine = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin }));
    expect(engine.id).toBe('ollama');
    expect(engine.description).toBe(`Ollama (${new URL(ollama.origin).host}, llama3.2:latest)`);

    ollama.setMode({ kind: 'reply', words: ['Bien', 'sûr.', 'Voici', 'vos', 'priorités.'] });
    expect(await collect(engine.streamReply(question('Priorise mes tâches')))).toBe(
      'Bien sûr. Voici vos priorités.',
    );
    const sent = ollama.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('llama3.2:latest');
    expect(sent.body.stream).toBe(true);
  });

  it('takes AI_MODEL when Ollama has it (the :latest tag may be left out), the first model otherwise', async () => {
    const chosen = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin, AI_MODEL: 'mistral:7b' }));
    expect(chosen.description).toContain('mistral:7b');
    const withoutTag = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin, AI_MODEL: 'llama3.2' }));
    expect(withoutTag.description).toContain('llama3.2:latest');
    const missing = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin, AI_MODEL: 'qwen3:8b' }));
    expect(missing.description).toContain('llama3.2:latest');
  });

  it('is skipped with AI_PROVIDER=local: the local engine, and Ollama is not even asked', async () => {
    const engine = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin, AI_PROVIDER: 'local' }));
    expect(engine.id).toBe('local');
    expect(tagRequests()).toBe(0);
  });

  it('is not tried when a provider is configured', async () => {
    const engine = await createAiEngine(
      loadConfig({ OLLAMA_URL: ollama.origin, AI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    );
    expect(engine.id).toBe('openai-compatible');
    expect(tagRequests()).toBe(0);
  });

  it('falls back to the local engine at once when nothing listens', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    // A refused connection answers at once: with a one-minute probe timeout the test would time out
    // if the probe waited for it (no wall-clock bound that a loaded machine could break).
    await expect(detectOllamaModel(url, undefined, 60_000)).resolves.toBeNull();
    const engine = await createAiEngine(loadConfig({ OLLAMA_URL: url }));
    expect(engine.id).toBe('local');
  });

  it.each<[string, FakeOllamaTags]>([
    ['answers something that is not its JSON', { kind: 'garbage' }],
    ['has no model installed', { kind: 'models', names: [] }],
  ])('falls back to the local engine when the server %s', async (_, tags) => {
    ollama.setTags(tags);
    const engine = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin }));
    expect(engine.id).toBe('local');
    expect(tagRequests()).toBe(1);
  });

  it('falls back to the local engine within the timeout when the server hangs', async () => {
    ollama.setTags({ kind: 'hang' });
    const started = Date.now();
    const engine = await createAiEngine(loadConfig({ OLLAMA_URL: ollama.origin }));
    const elapsed = Date.now() - started;
    expect(engine.id).toBe('local');
    expect(tagRequests()).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(ollamaProbeTimeoutMs - 50);
    expect(elapsed).toBeLessThan(ollamaProbeTimeoutMs + 1500);
  });
});

describe('chat through a detected Ollama', () => {
  let database: TestDatabase;
  let ollama: FakeOpenAiServer;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    ollama = await startFakeOpenAiServer(
      { kind: 'reply', words: ['Voici', 'le', 'plan.'] },
      { kind: 'models', names: ['llama3.2:latest'] },
    );
    server = await startTestServer(database, { OLLAMA_URL: ollama.origin });
  });
  afterAll(async () => {
    await server?.close();
    await ollama?.close();
    await database?.dispose();
  });

  it('answers with the Ollama engine, named in the start banner', async () => {
    expect(server.capabilities.IA).toContain('Ollama');
    expect(server.capabilities.IA).toContain('llama3.2:latest');
    const res = await new TestClient(server.url).post('/api/chat/stream', {
      employee: 'millie',
      messages: [{ role: 'user', content: 'Un plan pour le lancement ?' }],
    });
    const events = await readChatEvents(res);
    expect(replyText(events)).toBe('Voici le plan.');
    expect(events.at(-1)).toEqual({
      type: 'done',
      engine: 'ollama',
      understood: { rule: 'model', skill: null },
    });
  });
});
