import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { type FakeSpeechServer, startFakeSpeechServer } from '../src/server/testing/fake-speech-server.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Voice journeys. The default server speaks with espeak-ng; two more app servers are started here with
// the provider variables pointing at a local server that speaks ElevenLabs' and OpenAI's APIs.
// +1000, not +2000: 6665–6669 are « bad ports » that fetch refuses (playwright.config.ts).
const basePort = Number(process.env.E2E_PORT) + 1000;

/**
 * Four seconds of a 440 Hz tone as a 16-bit mono WAV: what the fake provider answers, playable by
 * Chromium. Four, not one: on a loaded machine a one-second tone could end before the test saw
 * « Arrêter » (CI of stop 49).
 */
function toneWav(): Uint8Array {
  const rate = 22_050;
  const samples = rate * 4;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++)
    view.setInt16(44 + i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), true);
  return bytes;
}

/** The same app as `npm start`, with extra environment, on a fixed port derived from the suite's. */
async function startAppServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // One process (node with tsx's loader, no wrapper): SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], {
    env: { ...process.env, PORT: String(port), E2E: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGTERM');
  throw new Error(`app server on ${port} did not start`);
}

function stopAppServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Records every audio element the page plays, to check the sound really advances. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { playedAudio: HTMLMediaElement[] }).playedAudio = played;
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this);
      // Kept once seen: a slow machine's poll may come after a one-second sound has ended.
      this.addEventListener('timeupdate', () => {
        if (this.currentTime > 0.1) this.dataset.advanced = 'true';
      });
      return original.call(this);
    };
  });
}

async function expectAudioPlaying(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { playedAudio: HTMLMediaElement[] }).playedAudio.some(
          (audio) => audio.dataset.advanced === 'true',
        ),
      ),
    )
    .toBe(true);
}

test.beforeEach(({ page }) => watchAudio(page));

const listen = (page: Page, name: string) => page.getByRole('button', { name: `Écouter ${name}` });
const stop = (page: Page, name: string) => page.getByRole('button', { name: `Arrêter ${name}` });

test.describe('employee speech with the offline engine', () => {
  test('Écouter turns into Arrêter, disables the others, and Arrêter brings everything back', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await listen(page, 'Alfred').click();
    await expect(stop(page, 'Alfred')).toBeVisible();
    await expect(stop(page, 'Alfred')).toBeEnabled();
    for (const other of ['Chip', 'Clide', 'Suki', 'Dot', 'Millie', 'Spec']) {
      await expect(listen(page, other)).toBeDisabled();
    }
    await expectAudioPlaying(page);
    await stop(page, 'Alfred').click();
    await expect(listen(page, 'Alfred')).toBeEnabled();
    await expect(listen(page, 'Chip')).toBeEnabled();
    await expect(page.getByText('Erreur lors de la lecture audio')).toHaveCount(0);
  });
});

test('without a transcription server, the voice demo says so before recording; blank text cannot be synthesised', async ({
  page,
}) => {
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Voix' }).click();
  await expect(page.getByText('Reconnaissance vocale non configurée sur ce serveur.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Commencer l'enregistrement" })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Voix' }).locator('option')).toHaveText([
    // No ElevenLabs on this server: the descriptions say what the offline engine is (issue 23).
    'Aria — Voix de synthèse hors ligne (espeak-ng), timbre féminin, débit moyen',
    'Roger — Voix de synthèse hors ligne (espeak-ng), timbre masculin grave, débit lent',
    'Sarah — Voix de synthèse hors ligne (espeak-ng), timbre féminin, débit moyen',
    'Laura — Voix de synthèse hors ligne (espeak-ng), timbre féminin aigu, débit rapide',
    'Charlie — Voix de synthèse hors ligne (espeak-ng), timbre masculin, débit rapide',
    'Alice — Voix de synthèse hors ligne (espeak-ng), timbre féminin aigu, débit lent',
  ]);
  const generate = page.getByRole('button', { name: 'Générer la parole' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Texte à synthétiser').fill('   ');
  await expect(generate).toBeDisabled();
});

test.describe('the key dialog, with ElevenLabs chosen and no key on the server', () => {
  const port = basePort;
  let fake: FakeSpeechServer;
  let app: ChildProcess | undefined;
  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    // Starting a second app server (tsx, migrations) takes a while on a busy machine.
    test.setTimeout(240_000);
    fake = await startFakeSpeechServer({ elevenLabsKey: 'sk-e2e-valid', audio: toneWav() });
    app = await startAppServer(port, { SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_BASE_URL: fake.baseUrl });
  });
  test.afterAll(async () => {
    await stopAppServer(app);
    await fake?.close();
  });

  test('a visitor’s key is refused with the reason; signed in, a blank or wrong key is refused, then the right one speaks', async ({
    page,
  }) => {
    // Visitors may not try keys through Septime (decision 057): the dialog says why.
    await page.goto('/dashboard');
    await listen(page, 'Chip').click();
    const dialog = page.getByRole('dialog', { name: 'Clé API ElevenLabs' });
    await dialog.getByLabel('Clé API ElevenLabs').fill('sk-e2e-valid');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(
      page.getByText('Connectez-vous pour utiliser votre propre clé API ElevenLabs.'),
    ).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Erreur lors de la configuration de la clé API');
    expect(fake.requests).toHaveLength(0);

    await signUpAndConfirm(page);
    await page.goto('/dashboard');
    await listen(page, 'Chip').click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ajoutez votre clé ElevenLabs pour continuer.');
    const field = dialog.getByLabel('Clé API ElevenLabs');
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });
    await expect(confirm).toBeDisabled();

    await field.fill('   ');
    await confirm.click();
    await expect(dialog.getByText('Veuillez saisir une clé API valide')).toBeVisible();

    await field.fill('sk-e2e-wrong');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Erreur lors de la configuration de la clé API');
    await expect(dialog).toBeVisible();

    await field.fill('sk-e2e-valid');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(stop(page, 'Chip')).toBeVisible();
    await expect(listen(page, 'Alfred')).toBeDisabled();
    await expectAudioPlaying(page);
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage).map((name) => [name, sessionStorage.getItem(name)]),
    );
    expect(stored).toEqual([[expect.stringMatching(/^elevenlabs_api_key_\d{13}$/), 'sk-e2e-valid']]);
    // The four-second tone ends by itself: back to idle.
    await expect(listen(page, 'Chip')).toBeVisible({ timeout: 15_000 });
    await expect(listen(page, 'Alfred')).toBeEnabled();

    // The key of this tab goes with the next calls: no dialog this time.
    await listen(page, 'Clide').click();
    await expect(stop(page, 'Clide')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The button turns to « Arrêter » as soon as it is pressed; the call reaches the provider after.
    await expect
      .poll(() => fake.requests.filter((r) => r.key === 'sk-e2e-valid').length)
      .toBeGreaterThanOrEqual(2);
  });
});

test.describe('the voice demo with a transcription server', () => {
  const port = basePort + 1;
  let fake: FakeSpeechServer;
  let app: ChildProcess | undefined;
  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    // Starting a second app server (tsx, migrations) takes a while on a busy machine.
    test.setTimeout(240_000);
    fake = await startFakeSpeechServer({ transcript: 'Bonjour, voici mon premier message dicté.' });
    app = await startAppServer(port, { STT_BASE_URL: `${fake.baseUrl}/v1`, STT_MODEL: 'whisper-e2e' });
  });
  test.afterAll(async () => {
    await stopAppServer(app);
    await fake?.close();
  });

  test('signed out: the hints, and no call', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('tab', { name: 'Voix' }).click();
    await expect(page.getByText('Connectez-vous pour utiliser la reconnaissance vocale')).toBeVisible();
    await expect(page.getByText('Connectez-vous pour utiliser la synthèse vocale')).toBeVisible();
    await page.getByRole('button', { name: "Commencer l'enregistrement" }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Authentification requise')).toBeVisible();
    await expect(page.getByText("Cliquez pour commencer l'enregistrement")).toBeVisible();
    await expect(page.getByRole('button', { name: "Arrêter l'enregistrement" })).toHaveCount(0);
    expect(fake.requests).toEqual([]);
  });

  test('record, stop, transcript, Utiliser pour synthèse, Générer la parole, listen', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/demo-examples');
    await page.getByRole('tab', { name: 'Voix' }).click();
    const record = page.getByRole('button', { name: "Commencer l'enregistrement" });
    await expect(page.getByText("Cliquez pour commencer l'enregistrement")).toBeVisible();
    await record.click();
    await expect(page.getByText('Enregistrement... Cliquez pour arrêter')).toBeVisible();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: "Arrêter l'enregistrement" }).click();
    const transcript = page.getByLabel('Transcription');
    await expect(transcript).toHaveValue('Bonjour, voici mon premier message dicté.');
    await expect(page.getByText('Transcription réussie')).toBeVisible();
    const sent = fake.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(sent?.fields).toMatchObject({ model: 'whisper-e2e', language: 'fr' });
    expect(sent?.file?.firstBytes).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    await transcript.fill('Bonjour, voici mon message corrigé.');
    await page.getByRole('button', { name: 'Utiliser pour synthèse' }).click();
    await expect(page.getByText('Texte copié')).toBeVisible();
    const text = page.getByLabel('Texte à synthétiser');
    await expect(text).toHaveValue('Bonjour, voici mon message corrigé.');

    await page.getByRole('combobox', { name: 'Voix' }).selectOption('roger');
    await expect(
      page.getByText('Roger : Voix de synthèse hors ligne (espeak-ng), timbre masculin grave, débit lent'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Générer la parole' }).click();
    await expect(page.getByText('Synthèse réussie')).toBeVisible();
    await page.getByRole('button', { name: 'Écouter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Arrêter', exact: true })).toBeVisible();
    await expectAudioPlaying(page);
    await page.getByRole('button', { name: 'Arrêter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Écouter', exact: true })).toBeVisible();
    await expect(page.getByText('Erreur de lecture')).toHaveCount(0);
  });
});
