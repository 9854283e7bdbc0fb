import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, LeanStreamError, streamChatCompletion } from './lean-chat-stream.ts';

// The lean chat-completions client against a raw HTTP server that writes exactly the bytes each case
// needs: events split anywhere, errors as JSON, streams cut or never finished.
type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

describe('the lean chat-completions stream', () => {
  let server: Server;
  let baseURL = '';
  let handler: Handler = (_req, res) => {
    res.end();
  };
  const bodies: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let raw = '';
      for await (const part of req) raw += part;
      bodies.push(JSON.parse(raw || '{}'));
      await handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function collect(signal: AbortSignal) {
    const pieces: string[] = [];
    const stream = streamChatCompletion({
      baseURL,
      apiKey: 'sk-lean',
      body: { model: 'm', messages: [{ role: 'user', content: 'Bonjour' }] },
      signal,
    });
    let step = await stream.next();
    while (!step.done) {
      pieces.push(step.value);
      step = await stream.next();
    }
    return { text: pieces.join(''), pieces, tools: step.value };
  }
  const run = () => collect(new AbortController().signal);

  it('reads events split anywhere, even inside a UTF-8 character, up to [DONE]', async () => {
    const bytes = Buffer.from(
      `: keep-alive\r\n\r\n${event({ role: 'assistant', content: 'Réponse ' })}${event({ content: 'déjà ' })}${event({ content: 'là.' }, 'stop')}data: [DONE]\n\n${event({ content: ' jamais lu' })}`,
    );
    handler = async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // Three bytes at a time: "é" (two bytes) and "data:" are cut in the middle.
      for (let i = 0; i < bytes.length; i += 3) {
        res.write(bytes.subarray(i, i + 3));
        if (i % 30 === 0) await sleep(1);
      }
      res.end();
    };
    const { text, tools } = await run();
    expect(text).toBe('Réponse déjà là.');
    expect(tools).toEqual([]);
    expect(bodies.at(-1)).toMatchObject({ model: 'm', stream: true });
  });

  it('gathers a tool call written over several events', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(
        event({
          tool_calls: [{ index: 0, id: 'call_7', function: { name: 'create_task', arguments: '{"ti' } }],
        }),
      );
      res.write(event({ tool_calls: [{ index: 0, function: { arguments: 'tle":"Relancer"}' } }] }));
      res.write(event({}, 'tool_calls'));
      res.end('data: [DONE]\n\n');
    };
    const { text, tools } = await run();
    expect(text).toBe('');
    expect(tools).toEqual([{ id: 'call_7', name: 'create_task', arguments: '{"title":"Relancer"}' }]);
  });

  it('says the provider’s own message on an HTTP error', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'Rate limit reached for gpt-4o-mini', type: 'rate_limit' } }),
      );
    };
    const failure = await run().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(LeanStreamError);
    expect(failure).toMatchObject({ status: 429, message: 'HTTP 429 : Rate limit reached for gpt-4o-mini' });
  });

  it('fails on an error event inside the stream, after the words already read', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event({ content: 'Début' }));
      res.end('data: {"error":{"message":"overloaded"}}\n\n');
    };
    const pieces: string[] = [];
    const stream = streamChatCompletion({
      baseURL,
      apiKey: undefined,
      body: {},
      signal: new AbortController().signal,
    });
    const failure = await (async () => {
      for await (const piece of stream) pieces.push(piece);
    })().catch((err: unknown) => err);
    expect(pieces.join('')).toBe('Début');
    expect(failure).toMatchObject({ message: 'overloaded' });
  });

  it('fails when the stream ends without [DONE] or a finish reason (a cut connection)', async () => {
    handler = async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event({ content: 'Un deux' }));
      await sleep(20);
      res.destroy();
    };
    await expect(run()).rejects.toThrow(/flux interrompu/);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(event({ content: 'Un deux' }));
    };
    await expect(run()).rejects.toThrow('flux interrompu avant sa fin');
  });

  it('refuses a body that is not the protocol', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>502 Bad Gateway</html>');
    };
    await expect(run()).rejects.toThrow('réponse illisible (text/html)');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: not json\n\ndata: [DONE]\n\n');
    };
    await expect(run()).rejects.toThrow(/réponse illisible/);
  });

  it('aborted by the caller: the upstream request is closed at once', async () => {
    let upstreamClosed: Promise<void> = Promise.resolve();
    handler = async (req, res) => {
      upstreamClosed = new Promise((resolve) => res.once('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event({ content: 'Premier mot' }));
      // Would go on for 10 s if nobody stopped it.
      for (let i = 0; i < 100 && !req.destroyed && !res.destroyed; i++) {
        await sleep(100);
        res.write(event({ content: ' encore' }));
      }
      res.end();
    };
    const abort = new AbortController();
    const pieces: string[] = [];
    const failure = await (async () => {
      for await (const piece of streamChatCompletion({
        baseURL,
        apiKey: undefined,
        body: {},
        signal: abort.signal,
      })) {
        pieces.push(piece);
        abort.abort(new Error('stop'));
      }
    })().catch((err: unknown) => err);
    expect(pieces).toEqual(['Premier mot']);
    expect(failure).toMatchObject({ message: 'stop' });
    await upstreamClosed; // resolves only if the provider saw the connection go
  });
});

describe('the SSE parser', () => {
  it('joins multi-line data, ignores comments and other fields, handles CRLF and a last event with no blank line', () => {
    const seen: string[] = [];
    const parser = createSseParser((data) => seen.push(data));
    parser.feed('event: message\r\nid: 1\r\ndata: a\r\ndata:b\r\n\r\n: ping\n\n');
    parser.feed('data: c');
    expect(seen).toEqual(['a\nb']);
    parser.end();
    expect(seen).toEqual(['a\nb', 'c']);
  });
});
