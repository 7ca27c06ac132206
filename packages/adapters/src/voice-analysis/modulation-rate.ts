import FFT from "fft.js";

/**
 * The syllable rate as the centre of the intensity envelope's modulation spectrum between 2 and
 * 10 Hz (syllables are the envelope's main rhythm). Uses the level contour of speech frames only,
 * concatenated, so pauses neither add low-frequency energy nor stretch the time base.
 */
export function modulationRate(
  levelsDb: readonly number[],
  speaking: readonly boolean[],
  frameRate: number,
): number {
  const contour = levelsDb.filter((_, i) => speaking[i]);
  if (contour.length < frameRate) return 0;
  const mean = contour.reduce((sum, value) => sum + value, 0) / contour.length;
  let size = 1;
  while (size < contour.length) size *= 2;
  const fft = new FFT(size);
  const input = new Array<number>(size).fill(0);
  contour.forEach((value, i) => {
    input[i] = value - mean;
  });
  const spectrum = fft.createComplexArray() as number[];
  fft.realTransform(spectrum, input);
  let weighted = 0;
  let power = 0;
  for (let bin = 1; bin < size / 2; bin++) {
    const hz = (bin * frameRate) / size;
    if (hz < 2 || hz > 10) continue;
    const p = (spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2) ** 2;
    weighted += p * hz;
    power += p;
  }
  return power > 0 ? weighted / power : 0;
}
