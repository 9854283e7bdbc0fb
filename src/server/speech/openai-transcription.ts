import { extensionOf, providerFetch } from './elevenlabs.ts';
import { SpeechProviderError, type SpeechRecognizer } from './types.ts';

export interface OpenAiTranscriptionOptions {
  /** e.g. https://api.openai.com/v1 or a local whisper server's /v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Any server speaking OpenAI's POST /audio/transcriptions (OpenAI, faster-whisper-server, LocalAI...). */
export function createOpenAiTranscription(options: OpenAiTranscriptionOptions): SpeechRecognizer {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    id: 'openai-compatible',
    description: `transcription compatible OpenAI (${new URL(base).host}, ${options.model})`,
    async transcribe(audio, mimeType, signal) {
      const form = new FormData();
      form.set('model', options.model);
      form.set('language', 'fr');
      form.set('response_format', 'json');
      form.set(
        'file',
        new Blob([new Uint8Array(audio)], { type: mimeType }),
        `enregistrement.${extensionOf(mimeType)}`,
      );
      const headers: Record<string, string> = {};
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const response = await providerFetch(
        `${base}/audio/transcriptions`,
        { method: 'POST', headers, body: form },
        options.timeoutMs,
        signal,
        'transcription',
      );
      if (!response.ok)
        throw new SpeechProviderError('provider', `transcription answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string') throw new SpeechProviderError('provider', 'transcription: no text');
      return body.text;
    },
  };
}
