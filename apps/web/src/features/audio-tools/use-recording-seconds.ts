import { useEffect, useState } from "react";
import { decodeAudio } from "../../lib/audio/decode-audio.ts";

/**
 * The recording's length in seconds once the browser has decoded it (null while decoding, without a
 * recording, or when the browser cannot decode it), for the credit estimate before anything is sent.
 */
export function useRecordingSeconds(recording: File | null): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    setSeconds(null);
    if (!recording) return;
    let live = true;
    void decodeAudio(recording, 10).then((decoded) => live && setSeconds(decoded?.durationSeconds ?? null));
    return () => {
      live = false;
    };
  }, [recording]);
  return seconds;
}
