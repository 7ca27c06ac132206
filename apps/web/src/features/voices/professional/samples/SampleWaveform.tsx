import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { Waveform } from "../../../../ui/Waveform.tsx";
import { fetchSampleWaveform, sampleWaveformQueryKey } from "../api/professional-voices-api.ts";

/** Scaled to the loudest slice so quiet recordings are readable (the levels report says how loud). */
function scaleToLoudest(peaks: number[]): number[] {
  const top = Math.max(...peaks, 1e-6);
  return peaks.map((peak) => peak / top);
}

/**
 * A professional sample's waveform from the server's 200 measured peaks (never the audio itself),
 * with optional layers drawn over it (speaker turns, trimmed-away parts).
 */
export function SampleWaveform({
  voiceId,
  sampleId,
  duration,
  progress,
  onSeek,
  children,
}: {
  voiceId: string;
  sampleId: string;
  duration: number;
  progress: number;
  onSeek: (seconds: number) => void;
  children?: ReactNode;
}) {
  const waveform = useQuery({
    queryKey: sampleWaveformQueryKey(voiceId, sampleId),
    queryFn: () => fetchSampleWaveform(voiceId, sampleId),
    select: scaleToLoudest,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (waveform.isError) return <p className="field__error">{errorMessage(waveform.error)}</p>;
  return (
    <div className="pro-wave">
      <Waveform peaks={waveform.data ?? null} progress={progress} duration={duration} onSeek={onSeek} />
      {children && (
        <div className="pro-wave__layers" aria-hidden="true">
          {children}
        </div>
      )}
    </div>
  );
}
