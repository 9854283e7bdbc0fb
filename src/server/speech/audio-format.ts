/** The container of an uploaded recording by its first bytes; undefined when it is none we accept. */
export function sniffAudioType(bytes: Uint8Array): 'audio/webm' | 'audio/ogg' | 'audio/wav' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  // EBML magic: WebM (and Matroska) start with 1A 45 DF A3.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'audio/webm';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  return undefined;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The PCM bytes of the data chunk. */
  data: Uint8Array;
  durationSeconds: number;
}

/** Reads a PCM WAV's format and data chunks (used by tests and the benchmark to check the output). */
export function parseWav(bytes: Uint8Array): WavInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format: Omit<WavInfo, 'data' | 'durationSeconds'> | undefined;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const declared = view.getUint32(offset + 4, true);
    const size = Math.min(declared, bytes.length - offset - 8);
    if (id === 'fmt ') {
      format = {
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('data chunk before fmt chunk');
      const data = bytes.subarray(offset + 8, offset + 8 + size);
      const frameBytes = (format.bitsPerSample / 8) * format.channels;
      return { ...format, data, durationSeconds: data.length / frameBytes / format.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}
