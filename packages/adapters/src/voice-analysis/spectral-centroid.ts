import FFT from "fft.js";

/** Mean spectral centroid (Hz) of the given frames, each Hann-windowed; 0 when there are none. */
export function meanSpectralCentroid(
  frames: readonly Float32Array[],
  sampleRate: number,
  size = 512,
): number {
  if (frames.length === 0) return 0;
  const fft = new FFT(size);
  const spectrum = fft.createComplexArray() as number[];
  const input = new Array<number>(size).fill(0);
  let total = 0;
  for (const frame of frames) {
    for (let i = 0; i < size; i++) {
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1));
      input[i] = (frame[i] ?? 0) * hann;
    }
    fft.realTransform(spectrum, input);
    let weighted = 0;
    let energy = 0;
    for (let bin = 1; bin < size / 2; bin++) {
      const magnitude = Math.hypot(spectrum[2 * bin]!, spectrum[2 * bin + 1]!);
      weighted += magnitude * ((bin * sampleRate) / size);
      energy += magnitude;
    }
    total += energy > 0 ? weighted / energy : 0;
  }
  return total / frames.length;
}
