import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../shared/employees.ts';
import { captureLogs } from '../http/logger.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { type FakeSpeechServer, startFakeSpeechServer } from '../testing/fake-speech-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { parseWav } from './audio-format.ts';
import { createSpeechCache } from './speech-cache.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const alfred = employees[0]!;
/** A WebM header (EBML magic) followed by some bytes: what MediaRecorder starts with. */
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]).toString(
  'base64',
);

describe.each(testDatabaseKinds())('speech API on %s', (kind) => {
  let database: TestDatabase;
  let fake: FakeSpeechServer;
  /** Default: espeak-ng, no transcription provider. */
  let local: Server;
  /** ElevenLabs with a key and an OpenAI-compatible transcription server. */
  let providers: Server;
  /** ElevenLabs chosen but no key: the key dialog's case. */
  let keyless: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    fake = await startFakeSpeechServer({ elevenLabsKey: 'sk-test-key', transcript: 'Bonjour tout le monde' });
    local = await startTestServer(database);
    providers = await startTestServer(database, {
      ELEVENLABS_API_KEY: 'sk-test-key',
      ELEVENLABS_BASE_URL: fake.baseUrl,
      STT_BASE_URL: `${fake.baseUrl}/v1`,
      STT_API_KEY: 'stt-key',
      STT_MODEL: 'whisper-test',
    });
    keyless = await startTestServer(database, {
      SPEECH_PROVIDER: 'elevenlabs',
      ELEVENLABS_BASE_URL: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await Promise.all([local?.close(), providers?.close(), keyless?.close()]);
    await fake?.close();
    await database?.dispose();
  });

  it('prints the chosen implementations at start', () => {
    expect(local.capabilities.voix).toContain('espeak-ng');
    expect(local.capabilities.voix).toContain('non configurée');
    expect(providers.capabilities.voix).toContain('ElevenLabs');
    expect(providers.capabilities.voix).toContain('whisper-test');
  });

  it('answers 401 on the voice demo calls without a session', async () => {
    const visitor = new TestClient(local.url);
    const tts = await visitor.post('/api/speech/text-to-speech', { text: 'Bonjour', voice: 'aria' });
    expect(tts.status).toBe(401);
    expect((await tts.json()).error.code).toBe('unauthenticated');
    expect((await visitor.post('/api/speech/speech-to-text', { audio: webm })).status).toBe(401);
    // Any text other than an employee's introduction needs a session too.
    const other = await visitor.post('/api/speech/generate-speech', {
      text: 'Autre chose',
      voiceId: 'roger',
    });
    expect(other.status).toBe(401);
  });

  it('lets a visitor hear an employee introduction as a WAV from espeak-ng, then from the cache', async () => {
    const visitor = new TestClient(local.url);
    const body = { text: alfred.introduction, voiceId: alfred.voiceId };
    const first = await visitor.post('/api/speech/generate-speech', body);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const spoken = (await first.json()) as { audioContent: string; mimeType: string; provider: string };
    expect(spoken).toMatchObject({ mimeType: 'audio/wav', provider: 'espeak-ng' });
    const wav = parseWav(new Uint8Array(Buffer.from(spoken.audioContent, 'base64')));
    expect(wav.durationSeconds).toBeGreaterThan(3);

    const cache = createSpeechCache(database.db, Number.MAX_SAFE_INTEGER);
    expect(
      await cache.get({ provider: 'espeak-ng', voice: alfred.voiceId, text: alfred.introduction }),
    ).toBeDefined();
    const again = await visitor.post('/api/speech/generate-speech', body);
    expect(((await again.json()) as { audioContent: string }).audioContent).toBe(spoken.audioContent);
  });

  it.each([
    [{ text: '', voice: 'aria' }, 'Entrez du texte à synthétiser.'],
    [{ text: '   ', voice: 'aria' }, 'Entrez du texte à synthétiser.'],
    [
      { text: 'x'.repeat(5001), voice: 'aria' },
      `Le texte ne doit pas dépasser ${(5000).toLocaleString('fr-FR')} caractères.`,
    ],
    [
      { text: 'Bonjour', voice: 'bob' },
      'Voix inconnue. Choisissez aria, roger, sarah, laura, charlie ou alice.',
    ],
    [
      { text: 'Bonjour', voice: 'aria', model: 'gpt' },
      'Modèle inconnu : seul eleven_multilingual_v2 est pris en charge.',
    ],
  ])('refuses bad synthesis input %j with a French 400', async (body, message) => {
    const { client } = await signedInClient(local.url, database.db);
    const res = await client.post('/api/speech/text-to-speech', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation:body', message });
  });

  it('synthesises the voice demo text with espeak-ng for a signed-in user', async () => {
    const { client } = await signedInClient(local.url, database.db);
    const res = await client.post('/api/speech/text-to-speech', {
      text: 'Le rapport mensuel est prêt.',
      voice: 'charlie',
      model: 'eleven_multilingual_v2',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, provider: 'espeak-ng', mimeType: 'audio/wav' });
    expect(
      parseWav(new Uint8Array(Buffer.from(body.audioContent, 'base64'))).durationSeconds,
    ).toBeGreaterThan(1);
  });

  it('answers 503 with the French message when no transcription provider is configured', async () => {
    const { client } = await signedInClient(local.url, database.db);
    expect(await (await client.request('/api/speech/status')).json()).toEqual({
      provider: 'espeak-ng',
      transcription: false,
    });
    const res = await client.post('/api/speech/speech-to-text', { audio: webm });
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe('Reconnaissance vocale non configurée sur ce serveur.');
  });

  it('speaks through ElevenLabs with the multilingual v2 model when its key is set', async () => {
    const { client } = await signedInClient(providers.url, database.db);
    const text = 'Bonjour depuis ElevenLabs.';
    const res = await client.post('/api/speech/text-to-speech', { text, voice: 'sarah' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, provider: 'elevenlabs', mimeType: 'audio/mpeg' });
    expect(Buffer.from(body.audioContent, 'base64').toString()).toContain(text);
    const sent = fake.requests.find((r) => r.json?.text === text);
    expect(sent).toMatchObject({
      path: '/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL',
      key: 'sk-test-key',
      json: { model_id: 'eleven_multilingual_v2' },
    });
  });

  it('transcribes a recording through the OpenAI-compatible server', async () => {
    const { client } = await signedInClient(providers.url, database.db);
    const res = await client.post('/api/speech/speech-to-text', { audio: webm });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'Bonjour tout le monde' });
    const sent = fake.requests.findLast((r) => r.path === '/v1/audio/transcriptions');
    expect(sent).toMatchObject({
      key: 'Bearer stt-key',
      fields: { model: 'whisper-test', language: 'fr' },
      file: { type: 'audio/webm', firstBytes: [0x1a, 0x45, 0xdf, 0xa3] },
    });
  });

  it('refuses audio that is not webm, ogg or wav, and more than 10 MB', async () => {
    const { client } = await signedInClient(providers.url, database.db);
    const png = Buffer.from('\x89PNG\r\n\x1a\n0000').toString('base64');
    const bad = await client.post('/api/speech/speech-to-text', { audio: png });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation:audio');
    const notBase64 = await client.post('/api/speech/speech-to-text', { audio: 'pas du base64 !' });
    expect(notBase64.status).toBe(400);
    const big = Buffer.alloc(10 * 1024 * 1024 + 16);
    big.set([0x1a, 0x45, 0xdf, 0xa3]);
    const tooBig = await client.post('/api/speech/speech-to-text', { audio: big.toString('base64') });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe(
      "L'enregistrement est trop volumineux : 10 Mo au maximum.",
    );
    // The raised limit is this route's only: other routes keep 1 MB.
    const other = await client.post('/api/speech/text-to-speech', {
      text: 'x'.repeat(1_100_000),
      voice: 'aria',
    });
    expect(other.status).toBe(413);
  });

  it('answers the missing-key error when ElevenLabs has no key, and uses a key sent with the call only', async () => {
    const logged = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level));
    const serverLogs = captureLogs('trace');
    const visitor = new TestClient(keyless.url);
    const chip = employees[1]!;
    const body = { text: chip.introduction, voiceId: chip.voiceId };
    const missing = await visitor.post('/api/speech/generate-speech', body);
    expect(missing.status).toBe(400);
    const error = (await missing.json()).error;
    expect(error.code).toBe('speech:missing_key');
    expect(error.message).toContain('ElevenLabs');

    // A visitor cannot try keys through Septime; a signed-in user may, within a tight budget.
    const anonymous = await visitor.post('/api/speech/generate-speech', { ...body, apiKey: 'sk-test-key' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(
      'Connectez-vous pour utiliser votre propre clé API ElevenLabs.',
    );
    const { client: member } = await signedInClient(keyless.url, database.db);
    const wrong = await member.post('/api/speech/generate-speech', { ...body, apiKey: 'sk-wrong' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('speech:missing_key');

    const withKey = await member.post('/api/speech/generate-speech', { ...body, apiKey: 'sk-test-key' });
    expect(withKey.status).toBe(200);
    expect(await withKey.json()).toMatchObject({ provider: 'elevenlabs', mimeType: 'audio/mpeg' });
    // Not kept: the next call on another text without a key is refused again.
    const clide = employees[2]!;
    const after = await visitor.post('/api/speech/generate-speech', {
      text: clide.introduction,
      voiceId: clide.voiceId,
    });
    expect((await after.json()).error.code).toBe('speech:missing_key');
    const lines = logged.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')));
    expect(lines.filter((line) => line.includes('sk-test-key') || line.includes('sk-wrong'))).toEqual([]);
    expect(serverLogs.text()).not.toMatch(/sk-test-key|sk-wrong/);
    for (const spy of logged) spy.mockRestore();
  });

  it('refuses a caller’s key with a French 400 where Septime speaks by itself, without calling anyone', async () => {
    const before = fake.requests.length;
    const visitor = new TestClient(local.url);
    const { client } = await signedInClient(local.url, database.db);
    const body = { text: alfred.introduction, voiceId: alfred.voiceId, apiKey: 'sk-a-essayer' };
    for (const caller of [visitor, client]) {
      const res = await caller.post('/api/speech/generate-speech', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'speech:key_not_accepted',
          message:
            'Ce serveur produit les voix lui-même : aucune clé API n’est à fournir. Réessayez sans clé.',
        },
      });
    }
    expect(fake.requests.length).toBe(before);
  });

  it('limits visitors per IP on the introductions', async () => {
    // Its own database: the counters of the other tests' visitor calls start from zero.
    const fresh = await createTestDatabase(kind);
    const strict = await startTestServer(fresh, { RATE_LIMIT_IP_MULTIPLIER: '1' });
    try {
      const visitor = new TestClient(strict.url);
      const body = { text: alfred.introduction, voiceId: alfred.voiceId };
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await visitor.post('/api/speech/generate-speech', body)).status);
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      const refused = await visitor.post('/api/speech/generate-speech', body);
      expect((await refused.json()).error.code).toBe('rate_limit:speech');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await strict.close();
      await fresh.dispose();
    }
  });

  it('transcribes through ElevenLabs when only its key is set', async () => {
    const elevenLabsOnly = await startTestServer(database, {
      ELEVENLABS_API_KEY: 'sk-test-key',
      ELEVENLABS_BASE_URL: fake.baseUrl,
    });
    try {
      expect(elevenLabsOnly.capabilities.voix).toContain('scribe_v1');
      const { client } = await signedInClient(elevenLabsOnly.url, database.db);
      const res = await client.post('/api/speech/speech-to-text', { audio: webm });
      expect(await res.json()).toEqual({ text: 'Bonjour tout le monde' });
      expect(fake.requests.findLast((r) => r.path === '/v1/speech-to-text')).toMatchObject({
        key: 'sk-test-key',
        fields: { model_id: 'scribe_v1', language_code: 'fra' },
        file: { type: 'audio/webm' },
      });
    } finally {
      await elevenLabsOnly.close();
    }
  });

  it('answers 504 in French when ElevenLabs does not answer in time, and 502 when it fails', async () => {
    let mode: 'stall' | 'fail' = 'stall';
    const sockets = new Set<Socket>();
    const provider = createServer((_req, res) => {
      if (mode === 'fail') {
        res.writeHead(500);
        res.end('boom');
      }
    });
    provider.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const slow = await startTestServer(database, {
      ELEVENLABS_API_KEY: 'sk-test-key',
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${port}`,
      SPEECH_TIMEOUT_MS: '300',
    });
    try {
      const { client } = await signedInClient(slow.url, database.db);
      const late = await client.post('/api/speech/text-to-speech', { text: 'Trop lent', voice: 'aria' });
      expect(late.status).toBe(504);
      expect((await late.json()).error.code).toBe('speech:timeout');
      mode = 'fail';
      const failed = await client.post('/api/speech/text-to-speech', { text: 'En panne', voice: 'aria' });
      expect(failed.status).toBe(502);
      expect((await failed.json()).error.message).toBe(
        "Le service vocal n'a pas pu répondre. Veuillez réessayer dans quelques instants.",
      );
    } finally {
      await slow.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  it('keeps the cache under its size bound, newest entries first', async () => {
    const cache = createSpeechCache(database.db, 250);
    const entry = (n: number) => ({ provider: 'bound-test', voice: 'aria', text: `phrase ${n}` });
    for (const n of [1, 2, 3])
      await cache.put(entry(n), { audio: new Uint8Array(100).fill(n), mimeType: 'audio/wav' });
    expect(await cache.get(entry(1))).toBeUndefined();
    expect((await cache.get(entry(3)))?.audio[0]).toBe(3);
    expect(await cache.totalBytes()).toBeLessThanOrEqual(250);
  });
});
