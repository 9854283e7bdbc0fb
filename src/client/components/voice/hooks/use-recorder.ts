import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderPhase = 'idle' | 'recording';

/** SPEC.md §9: 16 kHz mono with echo cancellation, noise suppression and auto gain. */
export const recordingConstraints: MediaTrackConstraints = {
  sampleRate: 16_000,
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

const webmOpus = 'audio/webm;codecs=opus';

/** MediaRecorder around the microphone: start() asks for it, stop() resolves with the webm/opus blob. */
export function useRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    recorder.current = null;
  }, []);

  useEffect(() => release, [release]);

  /** Rejects when the microphone cannot be opened (refused, absent). */
  const start = useCallback(async () => {
    const media = await navigator.mediaDevices.getUserMedia({ audio: recordingConstraints });
    stream.current = media;
    const options = MediaRecorder.isTypeSupported(webmOpus) ? { mimeType: webmOpus } : undefined;
    const next = new MediaRecorder(media, options);
    recorder.current = next;
    next.start();
    setPhase('recording');
  }, []);

  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        const current = recorder.current;
        if (!current) {
          reject(new Error('not recording'));
          return;
        }
        const chunks: Blob[] = [];
        current.ondataavailable = (event) => {
          if (event.data.size) chunks.push(event.data);
        };
        current.onstop = () => {
          release();
          setPhase('idle');
          resolve(new Blob(chunks, { type: current.mimeType || 'audio/webm' }));
        };
        current.stop();
      }),
    [release],
  );

  return { phase, start, stop };
}
