import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api/error-message.ts";

let current: HTMLAudioElement | null = null;

/**
 * Plays audio that is fetched only when someone presses play (a 30-minute sample is not downloaded
 * to draw a list). One element per hook; starting one pauses any other, so two never talk at once.
 */
export function useLazyAudio(load: () => Promise<Blob>) {
  const element = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      element.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const ensure = useCallback(async () => {
    if (element.current) return element.current;
    setLoading(true);
    setError(null);
    try {
      const blob = await loader.current();
      url.current = URL.createObjectURL(blob);
      const audio = new Audio(url.current);
      audio.addEventListener("timeupdate", () => setTime(audio.currentTime));
      audio.addEventListener("play", () => setPlaying(true));
      audio.addEventListener("pause", () => setPlaying(false));
      audio.addEventListener("ended", () => setPlaying(false));
      element.current = audio;
      return audio;
    } catch (caught) {
      setError(errorMessage(caught));
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  const play = useCallback(
    async (from?: number) => {
      const audio = await ensure();
      if (!audio) return;
      if (current && current !== audio) current.pause();
      current = audio;
      if (from !== undefined) audio.currentTime = Math.max(0, from);
      await audio.play().catch(() => setPlaying(false));
    },
    [ensure],
  );

  const toggle = useCallback(async () => {
    if (element.current && !element.current.paused) element.current.pause();
    else await play();
  }, [play]);

  const seek = useCallback(
    (seconds: number) => {
      if (element.current) element.current.currentTime = Math.max(0, seconds);
      else void play(seconds);
    },
    [play],
  );

  return { loading, playing, time, error, toggle, play, seek };
}
