import { professionalVoiceLimits } from "@chorus/contract";
import type { AudioLevels } from "../../ports/speech.ts";
import type { SampleLoudness } from "../../records.ts";

/** Bars in a sample's `visual_waveform`. */
export const waveformBars = 200;

/** The peak level (0–1 of full scale) of each of `bars` equal slices of the audio, for drawing. */
export function visualWaveform(samples: Int16Array, bars = waveformBars): number[] {
  if (samples.length === 0) return [];
  const count = Math.min(bars, samples.length);
  return Array.from({ length: count }, (_, bar) => {
    const start = Math.floor((bar * samples.length) / count);
    const end = Math.floor(((bar + 1) * samples.length) / count);
    let peak = 0;
    for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    return Math.round((peak / 32768) * 1000) / 1000;
  });
}

/** The sample's levels against spec 001 §9's recommendation: -23 to -18 dB RMS, true peak at most -3 dB. */
export function judgeLoudness(levels: AudioLevels): SampleLoudness {
  const { low, high } = professionalVoiceLimits.recommendedRmsDb;
  const verdicts: string[] = [];
  if (levels.rmsDbfs < low) verdicts.push("too_quiet");
  if (levels.rmsDbfs > high) verdicts.push("too_loud");
  if (levels.truePeakDbfs > professionalVoiceLimits.maxTruePeakDb) verdicts.push("peaks_too_high");
  return {
    rmsDbfs: levels.rmsDbfs,
    truePeakDbfs: levels.truePeakDbfs,
    verdicts: verdicts.length > 0 ? verdicts : ["ok"],
  };
}
