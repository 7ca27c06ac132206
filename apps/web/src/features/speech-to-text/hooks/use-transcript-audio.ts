import { useCallback, useEffect, useRef, useState } from "react";
import { pause as pauseBottomPlayer } from "../../player/player-store.ts";

export interface TranscriptAudio {
  /** The element, for tests and the hidden <audio> in the page. */
  element: HTMLAudioElement | null;
  playing: boolean;
  time: number;
  duration: number;
  failed: boolean;
  toggle: () => void;
  seek: (seconds: number) => void;
  play: () => void;
}

/**
 * Plays the transcribed file. The time is read every animation frame while playing (timeupdate
 * fires only about four times a second, too coarse to follow words); starting it pauses the
 * bottom player so two recordings never talk at once.
 */
export function useTranscriptAudio(url: string | null): TranscriptAudio {
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    setPlaying(false);
    setTime(0);
    setDuration(0);
    setFailed(false);
    if (!url) {
      setElement(null);
      return;
    }
    const audio = new Audio();
    audio.preload = "auto";
    audio.dataset.testid = "transcript-audio";
    const follow = () => {
      setTime(audio.currentTime);
      if (!audio.paused) frame.current = requestAnimationFrame(follow);
    };
    audio.addEventListener("loadedmetadata", () =>
      setDuration(Number.isFinite(audio.duration) ? audio.duration : 0),
    );
    audio.addEventListener("play", () => {
      setPlaying(true);
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(follow);
    });
    audio.addEventListener("pause", () => setPlaying(false));
    audio.addEventListener("ended", () => setPlaying(false));
    audio.addEventListener("seeked", () => setTime(audio.currentTime));
    audio.addEventListener("error", () => setFailed(true));
    audio.src = url;
    setElement(audio);
    return () => {
      cancelAnimationFrame(frame.current);
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
    };
  }, [url]);

  const play = useCallback(() => {
    if (!element) return;
    pauseBottomPlayer();
    void element.play().catch(() => setPlaying(false));
  }, [element]);

  const toggle = useCallback(() => {
    if (!element) return;
    if (element.paused) play();
    else element.pause();
  }, [element, play]);

  const seek = useCallback(
    (seconds: number) => {
      if (!element) return;
      const end = Number.isFinite(element.duration) ? element.duration : seconds;
      element.currentTime = Math.min(Math.max(0, seconds), end);
      setTime(element.currentTime);
    },
    [element],
  );

  return { element, playing, time, duration, failed, toggle, seek, play };
}
