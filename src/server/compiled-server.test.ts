import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../shared/employees.ts';
import { extractionCaps } from './documents/extract.ts';
import { buildDocx } from './documents/test-files.ts';
import { bundledServer } from './testing/compiled-server.ts';

// `npm run start:prod`: the compiled server (the bundle of decision 050) under plain node, no tsx,
// started from another directory, on a fresh data folder: migrations, the password list and the
// workers (speech, intent classifier) must all be found from the compiled files.
describe('the compiled server', () => {
  let child: ChildProcess | undefined;
  let baseUrl = '';
  let startMs = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-prod-'));
  let bundle: Awaited<ReturnType<typeof bundledServer>> | undefined;

  beforeAll(async () => {
    bundle = await bundledServer();
    const started = performance.now();
    child = spawn(process.execPath, [bundle.entry], {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AI_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 45 s:\n${output}`)), 45_000);
      const onData = (data: Buffer) => {
        output += data.toString();
        const ready = /Septime est prêt : (http:\/\/\S+)/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]!);
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    startMs = performance.now() - started;
  }, 120_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    bundle?.dispose();
  });

  it('starts under plain node and answers the health check', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(health.headers.get('x-request-id')).toBeTruthy();
    console.info(`[compiled-server.test] started in ${Math.round(startMs)} ms on a fresh PGlite folder`);
  });

  it('finds its speech worker and its password list', async () => {
    const alfred = employees[0]!;
    const speech = await fetch(`${baseUrl}/api/speech/generate-speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ text: alfred.introduction, voiceId: alfred.voiceId }),
    });
    expect(speech.status).toBe(200);
    expect(await speech.json()).toMatchObject({ provider: 'espeak-ng' });
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'prod@example.fr', password: 'password123', name: 'Prod' }),
    });
    // A common password is refused by the list read from the copy beside the bundle (auth/common-passwords.txt).
    expect(signUp.status).toBe(400);
  });

  it('answers a chat turn with the bundled local engine', async () => {
    const res = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        employee: 'alfred',
        messages: [
          { role: 'user', content: 'Rédige un email pour reporter la réunion de jeudi à vendredi 10 h' },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as { response: string };
    expect(response).toMatch(/vendredi/i);
  });

  it('finds its extraction worker, which finds mammoth from beside the bundle', async () => {
    const worker = fork(join(dirname(bundle!.entry), 'documents/extract-worker.mjs'), [], {
      cwd: tmpdir(),
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const answer = new Promise((resolve) => worker.once('message', resolve));
    worker.send({
      kind: 'docx',
      bytes: buildDocx(['# Retours', 'Un produit retourné doit être complet.']),
      caps: extractionCaps,
    });
    expect(await answer).toMatchObject({ ok: true, result: { passages: [{ section: 'Retours' }] } });
  });
});
