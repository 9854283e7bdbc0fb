import type { Config } from '../config.ts';
import { createElevenLabsRecognizer, createElevenLabsSynthesizer } from './elevenlabs.ts';
import { createEspeakSynthesizer } from './espeak.ts';
import { createOpenAiTranscription } from './openai-transcription.ts';
import { queuedSynthesizer } from './synthesis-queue.ts';
import type { SpeechRecognizer, SpeechSynthesizer } from './types.ts';

export interface Speech {
  synthesizer: SpeechSynthesizer;
  /** ElevenLabs for a call that brings its own key (the key dialog), whatever the default is. */
  withKey: SpeechSynthesizer;
  /**
   * A caller's key is taken only where the key dialog can appear (SPEC.md §7): ElevenLabs chosen
   * without a server key. Anywhere else Septime speaks by itself and refuses keys (decision 057).
   */
  acceptsCallerKey: boolean;
  /** undefined: no transcription provider configured (the API answers 503). */
  recognizer: SpeechRecognizer | undefined;
  description: string;
}

/** The speech capability chosen from config: espeak-ng offline by default, the providers when set. */
export function createSpeech(config: Config): Speech {
  const { speech } = config;
  const elevenLabs = {
    baseUrl: speech.elevenLabsBaseUrl,
    apiKey: config.elevenLabsApiKey,
    timeoutMs: speech.timeoutMs,
  };
  const useElevenLabs =
    speech.provider === 'elevenlabs' || (speech.provider === 'auto' && Boolean(config.elevenLabsApiKey));
  const withKey = createElevenLabsSynthesizer(elevenLabs);
  // The local engine is one CPU-bound worker: a bounded queue, one job per user, a deadline per job.
  const synthesizer = useElevenLabs
    ? withKey
    : queuedSynthesizer(createEspeakSynthesizer({ timeoutMs: speech.synthesisTimeoutMs }), {
        maxWaiting: speech.queueMax,
      });
  // Not warmed at start: the engine's worker (about 60 MB and 0.3 s of CPU) starts when the voice
  // panel asks for the status, or with the first synthesis the database cache cannot answer (decision 045).

  let recognizer: SpeechRecognizer | undefined;
  if (speech.sttBaseUrl) {
    recognizer = createOpenAiTranscription({
      baseUrl: speech.sttBaseUrl,
      apiKey: speech.sttApiKey,
      model: speech.sttModel,
      timeoutMs: speech.timeoutMs,
    });
  } else if (config.elevenLabsApiKey) {
    recognizer = createElevenLabsRecognizer({ ...elevenLabs, apiKey: config.elevenLabsApiKey });
  }
  const stt = recognizer ? recognizer.description : 'reconnaissance vocale non configurée';
  return {
    synthesizer,
    withKey,
    acceptsCallerKey: useElevenLabs && !config.elevenLabsApiKey,
    recognizer,
    description: `synthèse ${synthesizer.description} ; ${stt}`,
  };
}
