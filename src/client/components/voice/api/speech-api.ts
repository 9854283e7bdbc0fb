import type { VoiceId } from '../../../../shared/employees.ts';
import { api, call } from '../../../lib/api-client.ts';

export type { GeneratedSpeech } from '../../../../shared/speech.ts';

/** An employee speaks (SPEC.md §7 generate-speech); apiKey is the key dialog's, for this call only. */
export function generateSpeech(body: { text: string; voiceId: VoiceId; apiKey?: string }) {
  return call(api.speech['generate-speech'].$post({ json: body }));
}

/** The voice demo's synthesis (SPEC.md §7 text-to-speech, model fixed to multilingual v2). */
export function textToSpeech(body: { text: string; voice: VoiceId }) {
  return call(api.speech['text-to-speech'].$post({ json: { ...body, model: 'eleven_multilingual_v2' } }));
}

/** The recording, base64 (SPEC.md §7 speech-to-text). */
export function speechToText(audio: string) {
  return call(api.speech['speech-to-text'].$post({ json: { audio } }));
}

export function speechStatus() {
  return call(api.speech.status.$get());
}

/** A data: URL the <audio> element plays directly. */
export function audioUrl({ audioContent, mimeType }: { audioContent: string; mimeType: string }) {
  return `data:${mimeType};base64,${audioContent}`;
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode with a whole recording would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
