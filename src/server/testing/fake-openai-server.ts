import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server speaking OpenAI's chat-completions protocol (streaming SSE and plain JSON), so
// the real AI SDK client is tested end to end. Behaviours cover the faults the chat must survive.
// It also answers Ollama's GET /api/tags, so the same server stands for an Ollama (OLLAMA_URL=origin).
export type FakeProviderMode =
  | { kind: 'reply'; words: string[]; delayMs?: number; firstDelayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'stall' }
  /** Answers 200 with a body that is not the protocol: `as` says which kind of nonsense. */
  | { kind: 'garbage'; as: 'html' | 'broken-events' }
  /** Sends the first words, then drops the connection. */
  | { kind: 'cut'; words: string[] }
  /** Calls a tool first; once its result comes back, answers with the words. */
  | { kind: 'tool'; name: string; args: Record<string, unknown>; words: string[] };

/** How GET /api/tags (Ollama's list of installed models) answers. */
export type FakeOllamaTags =
  | { kind: 'models'; names: string[] }
  /** 200 with a body that is not Ollama's JSON. */
  | { kind: 'garbage' }
  /** Sends the headers, then never the body. */
  | { kind: 'hang' };

export interface FakeOpenAiServer {
  baseUrl: string;
  /** The server's root, as OLLAMA_URL (Ollama serves /api/tags there and OpenAI's protocol under /v1). */
  origin: string;
  /** Bodies received, to check the system prompt and the messages sent. */
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  setMode(mode: FakeProviderMode): void;
  setTags(tags: FakeOllamaTags): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_795_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answerTags(tags: FakeOllamaTags, res: ServerResponse) {
  if (tags.kind === 'hang') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.flushHeaders();
    return;
  }
  if (tags.kind === 'garbage') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>Bienvenue sur votre box</body></html>');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      models: tags.names.map((name) => ({
        name,
        model: name,
        modified_at: '2026-01-05T10:00:00Z',
        size: 2_019_393_189,
        digest: 'a80c4f17acd5',
        details: { format: 'gguf', family: 'llama', parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
      })),
    }),
  );
}

export async function startFakeOpenAiServer(
  initial: FakeProviderMode,
  initialTags: FakeOllamaTags = { kind: 'models', names: ['fake-model'] },
): Promise<FakeOpenAiServer> {
  let mode = initial;
  let tags = initialTags;
  const requests: FakeOpenAiServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method === 'GET' && req.url === '/api/tags') {
      answerTags(tags, res);
      return;
    }
    if (mode.kind === 'error') {
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake provider failure', type: 'server_error' } }));
      return;
    }
    if (mode.kind === 'stall') return; // never answers: the client's timeout must cut it
    if (mode.kind === 'garbage') {
      if (mode.as === 'html') {
        // What a misconfigured proxy or captive portal sends back.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>502 Bad Gateway</body></html>');
      } else {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"id": "chatcmpl-x", "choices": [{"delta": {"content": 42\n\n');
        res.write('data: not json at all\n\n');
        res.end('data: [DONE]\n\n');
      }
      return;
    }
    const messages = (body.messages ?? []) as Array<{ role: string }>;
    if (mode.kind === 'tool' && !messages.some((m) => m.role === 'tool')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const call = {
        index: 0,
        id: 'call_1',
        type: 'function',
        function: { name: mode.name, arguments: JSON.stringify(mode.args) },
      };
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-tool', object: 'chat.completion.chunk', created: 1_795_000_000, model: 'fake-model', choices: [{ index: 0, delta: { role: 'assistant', tool_calls: [call] }, finish_reason: null }] })}\n\n`,
      );
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-tool', object: 'chat.completion.chunk', created: 1_795_000_000, model: 'fake-model', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    if (mode.kind === 'reply' && mode.firstDelayMs) await sleep(mode.firstDelayMs);
    if (mode.kind === 'reply' && body.stream !== true) {
      // One whole answer (generateText: the tool panels).
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_795_000_000,
          model: 'fake-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: mode.words.join(' ') },
              finish_reason: 'stop',
            },
          ],
          usage: {
            prompt_tokens: 10,
            completion_tokens: mode.words.length,
            total_tokens: 10 + mode.words.length,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const words = mode.words;
    for (const [i, word] of words.entries()) {
      if (mode.kind === 'cut' && i === Math.ceil(words.length / 2)) {
        res.destroy();
        return;
      }
      res.write(chunk(i === 0 ? word : ` ${word}`));
      if (mode.kind === 'reply' && mode.delayMs) await sleep(mode.delayMs);
      // Let the words already written reach the client before the connection drops.
      if (mode.kind === 'cut') await sleep(20);
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    setTags(next) {
      tags = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
