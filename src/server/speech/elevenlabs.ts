import type { VoiceId } from '../../shared/employees.ts';
import { SpeechProviderError, type SpeechRecognizer, type SpeechSynthesizer } from './types.ts';

/** The six voices of SPEC.md §9 by their ElevenLabs premade voice ids. */
export const elevenLabsVoiceIds: Record<VoiceId, string> = {
  aria: '9BWtsMINqrJLrRacOk9x',
  roger: 'CwhRBWXzGAHq8TQ4Fs17',
  sarah: 'EXAVITQu4vr4xnSDxMaL',
  laura: 'FGY2WhTYpPnrIDTdsKH5',
  charlie: 'IKne3meq5aSn9XLyUdCD',
  alice: 'Xb7hH8MSUJpSbSDYk0k2',
};

export const elevenLabsModel = 'eleven_multilingual_v2';

export interface ElevenLabsOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** fetch with the provider timeout and the caller's abort; network failures become provider errors. */
export async function providerFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  name: string,
): Promise<Response> {
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  try {
    // The key travels in a header a redirect would carry elsewhere: a provider never redirects, so none is followed.
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.any(signals) });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      throw new SpeechProviderError('timeout', `${name}: timeout after ${timeoutMs} ms`);
    }
    throw new SpeechProviderError(
      'provider',
      `${name}: ${err instanceof Error ? err.message : 'network error'}`,
    );
  }
}

function missingKey(): SpeechProviderError {
  return new SpeechProviderError('missing_key', 'ElevenLabs API key is not set (ELEVENLABS_API_KEY)');
}

/** ElevenLabs text to speech: mpeg output with the multilingual v2 model. */
export function createElevenLabsSynthesizer(options: ElevenLabsOptions): SpeechSynthesizer {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    id: 'elevenlabs',
    description: `ElevenLabs (${elevenLabsModel})${options.apiKey ? '' : ', sans clé : demandée à l’utilisateur'}`,
    async synthesize({ text, voice, apiKey, signal }) {
      const key = apiKey ?? options.apiKey;
      if (!key) throw missingKey();
      const response = await providerFetch(
        `${base}/v1/text-to-speech/${elevenLabsVoiceIds[voice]}?output_format=mp3_44100_128`,
        {
          method: 'POST',
          headers: { 'xi-api-key': key, 'content-type': 'application/json', accept: 'audio/mpeg' },
          body: JSON.stringify({
            text,
            model_id: elevenLabsModel,
            voice_settings: { stability: 0.5, similarity_boost: 0.75 },
          }),
        },
        options.timeoutMs,
        signal,
        'ElevenLabs',
      );
      if (response.status === 401) throw missingKey();
      if (!response.ok) throw new SpeechProviderError('provider', `ElevenLabs answered ${response.status}`);
      const audio = new Uint8Array(await response.arrayBuffer());
      if (audio.length === 0) throw new SpeechProviderError('provider', 'ElevenLabs answered no audio');
      return { audio, mimeType: 'audio/mpeg' };
    },
  };
}

/** ElevenLabs speech to text (Scribe), French. */
export function createElevenLabsRecognizer(
  options: ElevenLabsOptions & { apiKey: string },
): SpeechRecognizer {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    id: 'elevenlabs',
    description: 'ElevenLabs (scribe_v1)',
    async transcribe(audio, mimeType, signal) {
      const form = new FormData();
      form.set('model_id', 'scribe_v1');
      form.set('language_code', 'fra');
      form.set(
        'file',
        new Blob([new Uint8Array(audio)], { type: mimeType }),
        `enregistrement.${extensionOf(mimeType)}`,
      );
      const response = await providerFetch(
        `${base}/v1/speech-to-text`,
        { method: 'POST', headers: { 'xi-api-key': options.apiKey }, body: form },
        options.timeoutMs,
        signal,
        'ElevenLabs',
      );
      if (!response.ok) throw new SpeechProviderError('provider', `ElevenLabs answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string') throw new SpeechProviderError('provider', 'ElevenLabs: no text');
      return body.text;
    },
  };
}

export function extensionOf(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('wav')) return 'wav';
  return 'webm';
}
