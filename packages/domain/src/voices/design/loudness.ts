/** RMS level that `loudness` 0 aims at (ElevenLabs: "0 corresponds to roughly −24 LUFS"). */
const referenceDbfs = -24;
/** `loudness` −1…1 moves the target by ±12 dB. */
const dbPerUnit = 12;
/** Peaks are kept below this fraction of full scale, so a loud preview is never clipped. */
const peakCeiling = 0.97;

/**
 * Sets a preview's level (issue 5 §2, `loudness`): the gain that brings its RMS to −24 dBFS + 12 dB ×
 * loudness, lowered if the peak would clip. Pure; returns new samples.
 */
export function applyLoudness(samples: Int16Array, loudness: number): Int16Array {
  let sumSquares = 0;
  let peak = 0;
  for (const sample of samples) {
    sumSquares += sample * sample;
    peak = Math.max(peak, Math.abs(sample));
  }
  if (samples.length === 0 || peak === 0) return samples.slice();
  const rms = Math.sqrt(sumSquares / samples.length) / 32768;
  const target = 10 ** ((referenceDbfs + dbPerUnit * loudness) / 20);
  const gain = Math.min(target / rms, (peakCeiling * 32767) / peak);
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(samples[i]! * gain);
  return out;
}

/** RMS level in dBFS (for tests and the voice detail). */
export function rmsDbfs(samples: Int16Array): number {
  let sumSquares = 0;
  for (const sample of samples) sumSquares += sample * sample;
  return 20 * Math.log10(Math.sqrt(sumSquares / Math.max(samples.length, 1)) / 32768 || 1e-9);
}
