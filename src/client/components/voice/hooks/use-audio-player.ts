import { useCallback, useEffect, useRef, useState } from 'react';

/** One <audio> at a time: play from a URL, stop (pause and rewind); onError when it cannot play. */
export function useAudioPlayer(onError: () => void) {
  const [playing, setPlaying] = useState(false);
  const element = useRef<HTMLAudioElement | null>(null);
  const failed = useRef(onError);
  failed.current = onError;

  const stop = useCallback(() => {
    const current = element.current;
    if (current) {
      current.pause();
      current.currentTime = 0;
    }
    setPlaying(false);
  }, []);

  const play = useCallback(
    async (url: string) => {
      stop();
      const audio = element.current?.src === url ? element.current : new Audio(url);
      element.current = audio;
      audio.onended = () => setPlaying(false);
      audio.onerror = () => {
        setPlaying(false);
        failed.current();
      };
      try {
        await audio.play();
        setPlaying(true);
      } catch {
        setPlaying(false);
        failed.current();
      }
    },
    [stop],
  );

  useEffect(() => () => element.current?.pause(), []);

  return { playing, play, stop };
}
