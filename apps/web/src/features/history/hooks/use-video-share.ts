import { defaultVideoTheme, messages, type VideoThemeId } from "@chorus/contract";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { fetchVideo, fetchVideoPreview, generateVideo } from "../api/history-api.ts";

/** Spec 000 §9: the video's progress is estimated at 130 ms per character of the text. */
export const videoMillisecondsPerCharacter = 130;
/** The estimate never claims to be done before the server answers. */
const estimateCeiling = 0.95;

export type Loadable =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; url: string }
  | { status: "error"; message: string };

/** The spec's wording for a failure (spec 000 §8), unless the server already phrased it so. */
function failure(wrap: (message: string) => string, error: unknown): string {
  const message = errorMessage(error);
  return message.startsWith(wrap("")) ? message : wrap(message);
}

/** One object URL at a time: setting a new Blob (or null) revokes the previous URL, and so does unmounting. */
function useObjectUrl(): (blob: Blob | null) => string | null {
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return (blob) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    return current.current;
  };
}

/**
 * Spec 000 §4 "Video share": a theme is chosen, its preview image shown, then the video is made
 * and can be played and downloaded. Changing the theme clears the video (and fetches a new
 * preview); answers that arrive for a theme no longer chosen are dropped.
 */
export function useVideoShare(historyItemId: string, characters: number) {
  const [theme, setThemeState] = useState<VideoThemeId>(defaultVideoTheme);
  const [preview, setPreview] = useState<Loadable>({ status: "idle" });
  const [video, setVideo] = useState<Loadable>({ status: "idle" });
  const [progress, setProgress] = useState(0);
  const [previewAttempt, setPreviewAttempt] = useState(0);
  /** Bumped by every theme change and every generation, so a stale answer knows it is stale. */
  const generation = useRef(0);
  const previewUrl = useObjectUrl();
  const videoUrl = useObjectUrl();

  // Closing the dialog while a video is being made: its answer must not create an object URL that
  // nobody would revoke any more (the unmount cleanup of useObjectUrl has already run).
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: previewAttempt is the retry trigger; previewUrl only touches a ref
  useEffect(() => {
    const controller = new AbortController();
    previewUrl(null);
    setPreview({ status: "loading" });
    fetchVideoPreview(historyItemId, theme, controller.signal).then(
      (blob) => {
        if (!controller.signal.aborted) setPreview({ status: "ready", url: previewUrl(blob)! });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setPreview({ status: "error", message: failure(messages.previewImageGenerationError, error) });
        }
      },
    );
    return () => controller.abort();
  }, [historyItemId, theme, previewAttempt]);

  const setTheme = (next: VideoThemeId) => {
    if (next === theme) return;
    // Changing the theme clears the video (spec 000 §4); a generation under way no longer counts.
    generation.current++;
    videoUrl(null);
    setVideo({ status: "idle" });
    setProgress(0);
    setThemeState(next);
  };

  const makeVideo = async () => {
    const run = ++generation.current;
    videoUrl(null);
    setVideo({ status: "loading" });
    setProgress(0);
    const estimate = Math.max(1, characters) * videoMillisecondsPerCharacter;
    const started = performance.now();
    const timer = window.setInterval(() => {
      if (generation.current === run) {
        setProgress(Math.min(estimateCeiling, (performance.now() - started) / estimate));
      }
    }, 100);
    try {
      await generateVideo(historyItemId, theme);
      const blob = await fetchVideo(historyItemId);
      if (generation.current !== run) return;
      setProgress(1);
      setVideo({ status: "ready", url: videoUrl(blob)! });
    } catch (error) {
      if (generation.current === run) {
        setVideo({ status: "error", message: failure(messages.videoGenerationError, error) });
      }
    } finally {
      window.clearInterval(timer);
    }
  };

  return {
    theme,
    setTheme,
    preview,
    retryPreview: () => setPreviewAttempt((n) => n + 1),
    video,
    progress,
    makeVideo,
  };
}
