// Voice options and request rules shared by the voice UI and the speech API (SPEC.md §3, §7, §9).
import { z } from 'zod';
import { type VoiceId, voiceIds } from './employees.ts';

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

const speechText = z
  .string({ error: 'Le texte est requis.' })
  .refine((text) => text.trim().length > 0, { message: 'Entrez du texte à synthétiser.' })
  .refine((text) => text.length <= maxSpeechTextLength, {
    message: `Le texte ne doit pas dépasser ${maxSpeechTextLength.toLocaleString('fr-FR')} caractères.`,
  });
const voice = z.enum(voiceIds, {
  error: 'Voix inconnue. Choisissez aria, roger, sarah, laura, charlie ou alice.',
});

/** text-to-speech: the voice demo's synthesis (model fixed to multilingual v2). */
export const textToSpeechSchema = z.object({
  text: speechText,
  voice: voice.default(defaultVoice),
  model: z
    .literal('eleven_multilingual_v2', {
      error: 'Modèle inconnu : seul eleven_multilingual_v2 est pris en charge.',
    })
    .optional(),
});

/** generate-speech: an employee speaks; apiKey is the key of the dialog, used for this call only. */
export const generateSpeechSchema = z.object({
  text: speechText,
  voiceId: voice,
  apiKey: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir une clé API valide' })
    .max(200, { error: 'Veuillez saisir une clé API valide' })
    .optional(),
});

/** speech-to-text: base64 of the recording (webm/opus from the browser; ogg and wav accepted). */
export const speechToTextSchema = z.object({
  audio: z
    .string({ error: "L'audio est requis." })
    .min(1, { error: "L'audio est requis." })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "L'audio doit être encodé en base64." }),
});

export interface SpeechResponse {
  success: true;
  audioContent: string;
  /** audio/mpeg from ElevenLabs, audio/wav from the local engine. */
  mimeType: string;
  provider: string;
}

export interface SpeechStatus {
  /** Who synthesises: 'espeak-ng' or 'elevenlabs'. */
  provider: string;
  /** Whether a transcription provider is configured (SPEC: the UI says so before recording). */
  transcription: boolean;
}

/** The error a missing provider key answers (SPEC.md §4 'Missing speech key': opens the key dialog). */
export const missingSpeechKeyCode = 'speech:missing_key';
