// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employees } from '../../../../shared/employees.ts';
import { attachToastListener, type ToastRequest } from '../../../lib/toast.ts';
import { EmployeeListenButton } from './employee-listen-button.tsx';
import { EmployeeSpeechProvider } from './employee-speech.tsx';

class FakeAudio {
  static created: FakeAudio[] = [];
  static refusePlay = false;
  paused = true;
  currentTime = 0;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
  play() {
    if (FakeAudio.refusePlay) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    this.currentTime = 0.5;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const spoken = () => json(200, { audioContent: 'UklGRg==', mimeType: 'audio/wav', provider: 'espeak-ng' });

let toasts: ToastRequest[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

function renderTeam() {
  render(
    <EmployeeSpeechProvider>
      {employees.slice(0, 3).map((employee) => (
        <EmployeeListenButton key={employee.id} employee={employee} />
      ))}
    </EmployeeSpeechProvider>,
  );
}
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  FakeAudio.created = [];
  FakeAudio.refusePlay = false;
  toasts = [];
  attachToastListener((toast) => toasts.push(toast));
  vi.stubGlobal('Audio', FakeAudio);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('per-employee speech', () => {
  it('plays one employee, disables the others, and goes back to idle at the end', async () => {
    fetchMock.mockResolvedValue(spoken());
    renderTeam();
    fireEvent.click(button('Écouter Alfred'));
    await waitFor(() => expect(button('Arrêter Alfred')).toBeTruthy());
    // The speech call's module comes on the first click: playing once the audio exists.
    await waitFor(() => expect(FakeAudio.created).toHaveLength(1));
    expect(button('Écouter Chip').hasAttribute('disabled')).toBe(true);
    expect(button('Écouter Clide').hasAttribute('disabled')).toBe(true);
    const sent = JSON.parse(fetchMock.mock.calls[0]![1].body as string);
    expect(sent).toEqual({ text: employees[0]!.introduction, voiceId: employees[0]!.voiceId });
    expect(FakeAudio.created[0]!.src).toBe('data:audio/wav;base64,UklGRg==');

    act(() => FakeAudio.created[0]!.onended?.());
    expect(button('Écouter Alfred')).toBeTruthy();
    expect(button('Écouter Chip').hasAttribute('disabled')).toBe(false);
  });

  it('Arrêter stops and rewinds', async () => {
    fetchMock.mockResolvedValue(spoken());
    renderTeam();
    fireEvent.click(button('Écouter Alfred'));
    await waitFor(() => expect(button('Arrêter Alfred')).toBeTruthy());
    // The speech call's module comes on the first click: playing once the audio exists.
    await waitFor(() => expect(FakeAudio.created).toHaveLength(1));
    fireEvent.click(button('Arrêter Alfred'));
    const audio = FakeAudio.created[0]!;
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);
    expect(button('Écouter Chip').hasAttribute('disabled')).toBe(false);
  });

  it('says why the generation failed, and when the audio cannot play', async () => {
    fetchMock.mockResolvedValueOnce(
      json(502, { error: { code: 'speech:provider', message: 'Service vocal en panne.' } }),
    );
    renderTeam();
    fireEvent.click(button('Écouter Chip'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      tone: 'error',
      title: 'Erreur lors de la génération de la voix',
      description: 'Service vocal en panne.',
    });
    expect(button('Écouter Chip').hasAttribute('disabled')).toBe(false);

    FakeAudio.refusePlay = true;
    fetchMock.mockResolvedValueOnce(spoken());
    fireEvent.click(button('Écouter Chip'));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toMatchObject({ tone: 'error', title: 'Erreur lors de la lecture audio' });
    expect(button('Écouter Chip')).toBeTruthy();
  });

  it('asks for the key when the provider has none, then retries with it', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 'speech:missing_key', message: 'Clé API ElevenLabs manquante.' } }),
    );
    renderTeam();
    fireEvent.click(button('Écouter Clide'));
    const dialog = await screen.findByRole('dialog', { name: 'Clé API ElevenLabs' });
    expect(dialog.textContent).toContain('Ajoutez votre clé ElevenLabs pour continuer.');
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Clé API ElevenLabs', { selector: 'input' }), {
      target: { value: '  ' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Veuillez saisir une clé API valide')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(spoken());
    fireEvent.change(screen.getByLabelText('Clé API ElevenLabs', { selector: 'input' }), {
      target: { value: ' sk-dialog ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toMatchObject({ apiKey: 'sk-dialog' });
    expect(Object.keys(sessionStorage)).toEqual([expect.stringMatching(/^elevenlabs_api_key_\d+$/)]);
    await waitFor(() => expect(button('Arrêter Clide')).toBeTruthy());
  });
});
