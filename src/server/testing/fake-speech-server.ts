import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server speaking ElevenLabs' text-to-speech and speech-to-text APIs and OpenAI's
// /v1/audio/transcriptions, so the real provider clients are tested end to end.
export interface FakeSpeechRequest {
  path: string;
  /** Whether a key came (never its value, like the server's own logs). */
  key: string | undefined;
  json?: Record<string, unknown>;
  fields?: Record<string, string>;
  file?: { type: string; size: number; firstBytes: number[] };
}

export interface FakeSpeechServer {
  /** Base URL for ELEVENLABS_BASE_URL (no path) and, with /v1, for STT_BASE_URL. */
  baseUrl: string;
  requests: FakeSpeechRequest[];
  close(): Promise<void>;
}

export interface FakeSpeechOptions {
  /** The key ElevenLabs accepts; any other (or none) answers 401 like the real API. */
  elevenLabsKey?: string;
  /** Audio bytes answered by text-to-speech (a playable file for browser tests). */
  audio?: Uint8Array;
  /** Text answered by both transcription APIs. */
  transcript?: string;
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return new Request(`http://local${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? Buffer.concat(parts) : undefined,
  });
}

async function readForm(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let file: FakeSpeechRequest['file'];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      file = { type: value.type, size: bytes.length, firstBytes: [...bytes.subarray(0, 4)] };
    }
  }
  return { fields, file };
}

export async function startFakeSpeechServer(options: FakeSpeechOptions = {}): Promise<FakeSpeechServer> {
  const requests: FakeSpeechRequest[] = [];
  const transcript = options.transcript ?? 'Bonjour, ceci est une transcription de test.';
  const server = createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req);
      const path = new URL(request.url).pathname;
      const key = request.headers.get('xi-api-key') ?? request.headers.get('authorization') ?? undefined;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path.startsWith('/v1/text-to-speech/')) {
        const json = (await request.json()) as Record<string, unknown>;
        requests.push({ path, key, json });
        if (!key || (options.elevenLabsKey && key !== options.elevenLabsKey)) {
          return send(401, {
            detail: { status: key ? 'invalid_api_key' : 'missing_api_key', message: 'no key' },
          });
        }
        const audio = options.audio ?? new TextEncoder().encode(`ID3-fake-${path}-${String(json.text)}`);
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        return res.end(Buffer.from(audio));
      }
      if (path === '/v1/audio/transcriptions' || path === '/v1/speech-to-text') {
        const { fields, file } = await readForm(request);
        requests.push({ path, key, fields, file });
        return send(200, { text: transcript });
      }
      send(404, { error: 'not found' });
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
