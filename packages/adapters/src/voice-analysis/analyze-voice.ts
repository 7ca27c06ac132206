import type { VoiceAnalyzer, VoiceFeatures } from "@chorus/domain";
import { framesOf, quantile, rmsDb, toFloat } from "./frames.ts";
import { modulationRate } from "./modulation-rate.ts";
import { pitchTrack, smoothOctaveErrors } from "./pitch-track.ts";
import { meanSpectralCentroid } from "./spectral-centroid.ts";

/** Frames quieter than the loudest part of the recording by more than this are silence. */
const silenceBelowPeakDb = 30;

/**
 * Measures a speaker (ports/voice-analysis.ts) in mono PCM: 40 ms frames every 10 ms; speech frames
 * are those within 30 dB of the recording's loud level (its 95th percentile); F0 by YIN on speech
 * frames with octave errors removed; the range from the 10th to the 90th percentile, in semitones;
 * the speaking rate from syllable nuclei per second of speech; the timbre as the mean spectral
 * centroid of voiced frames. Deterministic: the same samples give the same figures.
 */
export function analyzeVoice(samples: Int16Array, sampleRate: number): VoiceFeatures {
  const signal = toFloat(samples);
  const size = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  const frames = [...framesOf(signal, size, hop)];
  const levels = frames.map(rmsDb);
  const loudLevel = quantile(levels, 0.95);
  const speaking = levels.map((level) => level > loudLevel - silenceBelowPeakDb && level > -60);
  const track = smoothOctaveErrors(pitchTrack(signal, sampleRate, speaking));
  const voiced = track.map((f0) => f0 !== null);
  const pitches = track.filter((f0): f0 is number => f0 !== null);
  const median = quantile(pitches, 0.5);
  const low = quantile(pitches, 0.1);
  const high = quantile(pitches, 0.9);
  const voicedFrames = frames.filter((_, i) => voiced[i]);
  return {
    f0MedianHz: Number.isFinite(median) ? median : 0,
    f0RangeSemitones: pitches.length > 1 ? 12 * Math.log2(high / low) : 0,
    speakingRate: modulationRate(levels, speaking, sampleRate / hop),
    spectralCentroidHz: meanSpectralCentroid(voicedFrames, sampleRate),
    voicedSeconds: (pitches.length * hop) / sampleRate,
    durationSeconds: samples.length / sampleRate,
  };
}

/** The analyzer port over `analyzeVoice`. */
export const embeddedVoiceAnalyzer: VoiceAnalyzer = { analyze: analyzeVoice };
