import { useCallback, useEffect, useRef, useState } from "react";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";

export interface EffectAudio {
  peaks: number[] | null;
  /** Seconds, as the browser decoded them (0 until known). */
  duration: number;
  time: number;
  playing: boolean;
  /** Plays from the start (stopping any other audio on the page), or pauses. */
  toggle: () => void;
  /** Plays from the start, whatever is playing. */
  restart: () => void;
  seek: (seconds: number) => void;
}

/**
 * Plays one effect's audio with an <audio> element of its own and decodes its peaks for the
 * waveform. `loop` repeats it, so a looping effect can be heard end into start.
 */
export function useEffectAudio(blob: Blob | null, loop = false): EffectAudio {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!blob) return;
    let live = true;
    const url = URL.createObjectURL(blob);
    void decodeAudio(blob, 80).then((decoded) => {
      if (!live || !decoded) return;
      setPeaks(decoded.peaks);
      setDuration(decoded.durationSeconds);
    });
    const element = new Audio(url);
    element.loop = loop;
    element.dataset.soundEffect = "true";
    element.addEventListener("timeupdate", () => setTime(element.currentTime));
    element.addEventListener("play", () => setPlaying(true));
    element.addEventListener("pause", () => setPlaying(false));
    element.addEventListener("ended", () => setPlaying(false));
    audio.current = element;
    return () => {
      live = false;
      element.pause();
      audio.current = null;
      URL.revokeObjectURL(url);
    };
  }, [blob, loop]);

  const restart = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    void element.play();
  }, []);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    for (const other of document.querySelectorAll("audio")) other.pause();
    if (element.ended) element.currentTime = 0;
    void element.play();
  }, []);

  const seek = useCallback((seconds: number) => {
    if (audio.current) audio.current.currentTime = Math.max(0, seconds);
  }, []);

  return { peaks, duration, time, playing, toggle, restart, seek };
}
