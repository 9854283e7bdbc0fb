// Voice options and limits shared by the voice UI and the speech API (SPEC.md §3, §7, §9); the
// zod schemas are in speech-schemas.ts (types only here, so zod stays out of the UI).
import type { z } from 'zod';
import type { VoiceId } from './employees.ts';
import type { generatedSpeechSchema, speechResponseSchema, speechStatusSchema } from './speech-schemas.ts';

export interface VoiceOption {
  value: VoiceId;
  label: string;
  /** How the voice sounds with ElevenLabs (its voice library's own description). */
  description: string;
  /** What the offline engine (espeak-ng, a formant synthesiser) really gives: timbre, pitch, pace. */
  offlineDescription: string;
}

/** The six voices of SPEC.md §9, in the selector's order (aria is the default). */
export const voiceOptions: readonly VoiceOption[] = [
  {
    value: 'aria',
    label: 'Aria',
    description: 'Voix féminine, chaleureuse et naturelle',
    offlineDescription: 'timbre féminin, débit moyen',
  },
  {
    value: 'roger',
    label: 'Roger',
    description: 'Voix masculine, posée et rassurante',
    offlineDescription: 'timbre masculin grave, débit lent',
  },
  {
    value: 'sarah',
    label: 'Sarah',
    description: 'Voix féminine, douce et professionnelle',
    offlineDescription: 'timbre féminin, débit moyen',
  },
  {
    value: 'laura',
    label: 'Laura',
    description: 'Voix féminine, claire et dynamique',
    offlineDescription: 'timbre féminin aigu, débit rapide',
  },
  {
    value: 'charlie',
    label: 'Charlie',
    description: 'Voix masculine, énergique et décontractée',
    offlineDescription: 'timbre masculin, débit rapide',
  },
  {
    value: 'alice',
    label: 'Alice',
    description: 'Voix féminine, précise et confiante',
    offlineDescription: 'timbre féminin aigu, débit lent',
  },
];

/**
 * The description of a voice for the engine that speaks (GET /speech/status): ElevenLabs' own words
 * only when ElevenLabs is configured; otherwise what the offline synthesiser is, robotic included.
 */
export function voiceDescription(option: VoiceOption, provider: string | undefined): string {
  if (provider === 'elevenlabs') return option.description;
  return `Voix de synthèse hors ligne (espeak-ng), ${option.offlineDescription}`;
}

export const defaultVoice: VoiceId = 'aria';
export const maxSpeechTextLength = 5000;
export const maxAudioBytes = 10 * 1024 * 1024;

export type SpeechResponse = z.output<typeof speechResponseSchema>;
export type GeneratedSpeech = z.output<typeof generatedSpeechSchema>;
export type SpeechStatus = z.output<typeof speechStatusSchema>;

/** The provider whose key the key dialog asks for. */
export const speechKeyService = 'ElevenLabs';

/** The error a missing provider key answers (SPEC.md §4 'Missing speech key': opens the key dialog). */
export const missingSpeechKeyCode = 'speech:missing_key';
