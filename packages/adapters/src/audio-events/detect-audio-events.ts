import type { AudioEventDetector, DetectedAudioEvent } from "@chorus/domain";
import FFT from "fft.js";

const frameSize = 512;
/** Gaps shorter than this (frames) inside a loud stretch do not end it. */
const bridgedGapFrames = 5;
/** Stretches shorter than this (seconds) are clicks, not events. */
const minimumEventSeconds = 0.4;

/** Loudness and spectral shape of one frame. */
interface FrameMeasure {
  decibels: number;
  /** Spectral flatness: 1 for white noise, near 0 for a pure tone or a voiced sound. */
  flatness: number;
  /** The loudest bin: a held note keeps it from frame to frame, speech moves it. */
  peakBin: number;
}

function measureFrames(samples: Int16Array): FrameMeasure[] {
  const fft = new FFT(frameSize);
  const input = new Array<number>(frameSize).fill(0);
  const spectrum = fft.createComplexArray() as number[];
  const hann = Float64Array.from(
    { length: frameSize },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frameSize - 1)),
  );
  const frames: FrameMeasure[] = [];
  for (let start = 0; start + frameSize <= samples.length; start += frameSize) {
    let energy = 0;
    for (let i = 0; i < frameSize; i++) {
      const value = samples[start + i]! / 32768;
      energy += value * value;
      input[i] = value * hann[i]!;
    }
    fft.realTransform(spectrum, input);
    let logSum = 0;
    let sum = 0;
    let peak = 0;
    let peakBin = 0;
    const bins = frameSize / 2 - 2;
    for (let bin = 2; bin < frameSize / 2; bin++) {
      const power = spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2 + 1e-12;
      logSum += Math.log(power);
      sum += power;
      if (power > peak) {
        peak = power;
        peakBin = bin;
      }
    }
    frames.push({
      decibels: 10 * Math.log10(energy / frameSize + 1e-12),
      flatness: Math.exp(logSum / bins) / (sum / bins),
      peakBin,
    });
  }
  return frames;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Loud stretches (15 dB over the recording's quiet floor, and above -45 dBFS) classified by their
 * spectrum: broadband ones (median flatness ≥ 0.3, as hiss, rain, traffic, applause) are noise;
 * tonal ones a second or longer whose loudest frequency holds from frame to frame and whose level
 * stays within a few decibels (held notes, not syllables) are music. Anything else, speech included,
 * is not an event; and the caller only keeps events where the recogniser heard no words. Measured on
 * Flite speech: level spread about 11 dB against 0.6 dB for held notes, so speech is not music.
 */
export async function detectAudioEvents(
  samples: Int16Array,
  sampleRate: number,
): Promise<DetectedAudioEvent[]> {
  const frames = measureFrames(samples);
  if (frames.length === 0) return [];
  const seconds = frameSize / sampleRate;
  const floor = [...frames.map((f) => f.decibels)].sort((a, b) => a - b)[Math.floor(frames.length * 0.1)]!;
  const threshold = Math.max(-45, floor + 15);
  const loud = frames.map((frame) => frame.decibels > threshold);
  const events: DetectedAudioEvent[] = [];
  let index = 0;
  while (index < frames.length) {
    if (!loud[index]) {
      index++;
      continue;
    }
    let end = index;
    let gap = 0;
    for (let next = index + 1; next < frames.length && gap <= bridgedGapFrames; next++) {
      if (loud[next]) {
        end = next;
        gap = 0;
      } else gap++;
    }
    const region = frames.slice(index, end + 1).filter((_, i) => loud[index + i]);
    const duration = (end + 1 - index) * seconds;
    if (duration >= minimumEventSeconds) {
      const flatness = median(region.map((frame) => frame.flatness));
      let held = 0;
      for (let i = 1; i < region.length; i++)
        if (Math.abs(region[i]!.peakBin - region[i - 1]!.peakBin) <= 1) held++;
      const heldShare = region.length > 1 ? held / (region.length - 1) : 0;
      // Speech rises and falls with its syllables (about 11 dB of spread on Flite); held notes barely move.
      const levels = frames.slice(index, end + 1).map((frame) => frame.decibels);
      const mean = levels.reduce((a, b) => a + b, 0) / levels.length;
      const spread = Math.sqrt(levels.reduce((a, b) => a + (b - mean) ** 2, 0) / levels.length);
      const kind =
        flatness >= 0.3
          ? "noise"
          : flatness < 0.1 && duration >= 1 && heldShare >= 0.7 && spread <= 4
            ? "music"
            : undefined;
      if (kind)
        events.push({
          start: Math.round(index * seconds * 1000) / 1000,
          end: Math.round((end + 1) * seconds * 1000) / 1000,
          kind,
        });
    }
    index = end + 1;
  }
  return events;
}

export const spectralAudioEventDetector: AudioEventDetector = { detect: detectAudioEvents };
