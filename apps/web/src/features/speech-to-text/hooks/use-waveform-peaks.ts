import { useEffect, useState } from "react";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";

/** Decoding reads the whole file into memory; past this the waveform is drawn flat instead. */
const largestDecodedBytes = 150 * 1024 * 1024;

/** The peaks of the file behind an object URL, decoded in the browser (null while decoding or when it cannot). */
export function useWaveformPeaks(url: string | null, sizeBytes: number): number[] | null {
  const [peaks, setPeaks] = useState<number[] | null>(null);
  useEffect(() => {
    setPeaks(null);
    if (!url || sizeBytes > largestDecodedBytes) return;
    let current = true;
    void (async () => {
      const blob = await (await fetch(url)).blob();
      const decoded = await decodeAudio(blob, 200);
      if (current && decoded) setPeaks(decoded.peaks);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url, sizeBytes]);
  return peaks;
}
