import { describe, expect, it } from 'vitest';
import { voiceIds } from '../../shared/employees.ts';
import { parseWav } from './audio-format.ts';
import { createEspeakSynthesizer, espeakVoices } from './espeak.ts';

const sentence = 'Bonjour, je suis votre assistant personnel. Je prépare vos réponses aux emails.';

describe('espeak-ng (WASM) French voices', () => {
  const espeak = createEspeakSynthesizer();
  const outputs = new Map<string, Uint8Array>();

  it.each(voiceIds)('%s speaks a French sentence as a valid, non-silent WAV', async (voice) => {
    const { audio, mimeType } = await espeak.synthesize({ text: sentence, voice });
    expect(mimeType).toBe('audio/wav');
    expect(String.fromCharCode(...audio.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...audio.subarray(8, 12))).toBe('WAVE');
    const wav = parseWav(audio);
    expect(wav).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    // A sentence of about twelve words lasts seconds, not a click.
    expect(wav.durationSeconds).toBeGreaterThan(2);
    expect(wav.durationSeconds).toBeLessThan(15);
    const samples = new Int16Array(
      wav.data.buffer.slice(wav.data.byteOffset, wav.data.byteOffset + wav.data.length),
    );
    const loud = samples.filter((s) => Math.abs(s) > 1000).length;
    expect(loud / samples.length).toBeGreaterThan(0.05);
    outputs.set(voice, wav.data);
  });

  it('gives each voice its own variant and a different sound', () => {
    expect(new Set(Object.values(espeakVoices).map((v) => `${v.variant}/${v.pitch}/${v.speed}`)).size).toBe(
      6,
    );
    const fingerprints = [...outputs.values()].map(
      (data) => `${data.length}:${data.subarray(4000, 4064).join(',')}`,
    );
    expect(new Set(fingerprints).size).toBe(outputs.size);
  });

  it('reads a text starting with a dash as text, not as an option', async () => {
    const { audio } = await espeak.synthesize({ text: '-v en --help', voice: 'aria' });
    expect(parseWav(audio).durationSeconds).toBeGreaterThan(0.3);
  });
});
