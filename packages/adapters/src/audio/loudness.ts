/** Level figures of a mono signal, in dB relative to full scale (a full-scale sine is -3 dBFS RMS). */
export interface Loudness {
  /** RMS over every sample, pauses included. */
  rmsDbfs: number;
  /**
   * RMS over the 20 ms frames that carry speech (within 30 dB of the loudest frame and above -70 dBFS), so
   * the pauses between sentences do not pull the figure down: this is what a listener hears as "level".
   */
  activeRmsDbfs: number;
  /** Largest absolute sample value, 0–1 of full scale, and as dBFS. */
  peak: number;
  peakDbfs: number;
}

const frameSeconds = 0.02;
const gateBelowLoudestDb = 30;
const absoluteGateDbfs = -70;

/** Int16 is read as value / 32768 and Float32 as is. Silence measures -Infinity. */
export function measureLoudness(
  samples: Int16Array | Float32Array | Float64Array,
  sampleRate: number,
): Loudness {
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
  const frameLength = Math.max(1, Math.round(sampleRate * frameSeconds));
  const framePowers: number[] = [];
  let total = 0;
  let peak = 0;
  for (let start = 0; start < samples.length; start += frameLength) {
    const end = Math.min(samples.length, start + frameLength);
    let sum = 0;
    for (let i = start; i < end; i++) {
      const x = samples[i]! * scale;
      sum += x * x;
      const magnitude = Math.abs(x);
      if (magnitude > peak) peak = magnitude;
    }
    total += sum;
    framePowers.push(sum / (end - start));
  }
  return {
    rmsDbfs: powerToDb(samples.length > 0 ? total / samples.length : 0),
    activeRmsDbfs: powerToDb(gatedMeanPower(framePowers)),
    peak,
    peakDbfs: 20 * Math.log10(peak),
  };
}

function gatedMeanPower(framePowers: number[]): number {
  const loudest = Math.max(0, ...framePowers);
  const gate = Math.max(loudest * 10 ** (-gateBelowLoudestDb / 10), 10 ** (absoluteGateDbfs / 10));
  let sum = 0;
  let count = 0;
  for (const power of framePowers) {
    if (power >= gate) {
      sum += power;
      count++;
    }
  }
  return count > 0 ? sum / count : 0;
}

function powerToDb(power: number): number {
  return 10 * Math.log10(power);
}
