// Voice options and limits shared by the voice UI and the speech API (SPEC.md §3, §7, §9); the
// zod schemas are in speech-schemas.ts (types only here, so zod stays out of the UI).
import type { z } from 'zod';
import type { VoiceId } from './employees.ts';
import type { generatedSpeechSchema, speechResponseSchema, speechStatusSchema } from './speech-schemas.ts';

export interface VoiceOption {
  value: VoiceId;
  label: string;
  description: string;
}

/** The six voices of SPEC.md §9, in the selector's order (aria is the default). */
export const voiceOptions: readonly VoiceOption[] = [
  { value: 'aria', label: 'Aria', description: 'Voix féminine, chaleureuse et naturelle' },
  { value: 'roger', label: 'Roger', description: 'Voix masculine, posée et rassurante' },
  { value: 'sarah', label: 'Sarah', description: 'Voix féminine, douce et professionnelle' },
  { value: 'laura', label: 'Laura', description: 'Voix féminine, claire et dynamique' },
  { value: 'charlie', label: 'Charlie', description: 'Voix masculine, énergique et décontractée' },
  { value: 'alice', label: 'Alice', description: 'Voix féminine, précise et confiante' },
];

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
