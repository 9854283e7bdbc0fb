import { voiceIds } from './employees.ts';
import { defaultVoice, maxSpeechTextLength } from './speech.ts';
import { z } from './zod.ts';

// The request rules of SPEC.md §7 (text 1 to 5,000 characters, a known voice), French messages.
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

// What the API answers (the OpenAPI document and the typed client read these; speech.ts derives the types).

export const speechResponseSchema = z.object({
  success: z.literal(true),
  audioContent: z.string(),
  /** audio/mpeg from ElevenLabs, audio/wav from the local engine. */
  mimeType: z.string(),
  provider: z.string(),
});

/** generate-speech answers the audio without `success`. */
export const generatedSpeechSchema = speechResponseSchema.omit({ success: true });

export const speechStatusSchema = z.object({
  /** Who synthesises: 'espeak-ng' or 'elevenlabs'. */
  provider: z.string(),
  /** Whether a transcription provider is configured (SPEC: the UI says so before recording). */
  transcription: z.boolean(),
});

export const transcriptionSchema = z.object({ text: z.string() });
