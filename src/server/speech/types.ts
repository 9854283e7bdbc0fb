import type { VoiceId } from '../../shared/employees.ts';

export interface SynthesisRequest {
  text: string;
  voice: VoiceId;
  /** A key sent with the request (the key dialog): used for this call only, never stored. */
  apiKey?: string;
  signal?: AbortSignal;
  /** Who asks ('user:<id>', 'ip:<address>'): the local queue runs one job per owner at a time. */
  owner?: string;
}

export interface SynthesizedAudio {
  audio: Uint8Array;
  mimeType: string;
}

/** Text to speech: espeak-ng (local) or ElevenLabs. */
export interface SpeechSynthesizer {
  /** Short id, part of the cache key and of the API answer ('espeak-ng', 'elevenlabs'). */
  id: string;
  description: string;
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>;
  /** Loads what the first call would (the WASM engine), so the first 'Écouter' is not the slow one. */
  warmUp?(): void;
}

/** Speech to text: an OpenAI-compatible transcription endpoint or ElevenLabs. */
export interface SpeechRecognizer {
  id: string;
  description: string;
  transcribe(audio: Uint8Array, mimeType: string, signal?: AbortSignal): Promise<string>;
}

/** A provider refusal the routes turn into a French API error. */
export class SpeechProviderError extends Error {
  constructor(
    /** overrun: a local synthesis stopped at its deadline (its worker restarted). */
    readonly kind: 'missing_key' | 'timeout' | 'overrun' | 'provider',
    message: string,
  ) {
    super(message);
  }
}
