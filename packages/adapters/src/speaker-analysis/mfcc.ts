import FFT from "fft.js";

/** 25 ms frames every 10 ms, the usual speech-analysis framing. */
export const mfccFrameSeconds = 0.025;
export const mfccHopSeconds = 0.01;
const fftSize = 512;
const melBands = 26;
/**
 * The mel bands stop at 3.8 kHz: a recording that went through an 8 kHz channel (a phone, a
 * low-rate upload) has nothing above 4 kHz, and the same speaker must still compare as the same
 * speaker against a full-band one. Pitch and the first formants, which tell voices apart, lie below.
 */
const upperBandHz = 3800;
/** c1…c12: c0 (overall level) says how loud, not who. */
export const mfccCoefficients = 12;

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** One mel band: its weights per FFT bin, and the bins where they are not zero. */
interface MelBand {
  weights: Float64Array;
  firstBin: number;
  lastBin: number;
}

/** Triangular mel filters from 80 Hz to `upperBandHz`, as weights per FFT bin. */
function melFilterbank(sampleRate: number): MelBand[] {
  const low = hzToMel(80);
  const high = hzToMel(Math.min(upperBandHz, sampleRate / 2 - 200));
  const edges = Array.from({ length: melBands + 2 }, (_, i) =>
    melToHz(low + ((high - low) * i) / (melBands + 1)),
  );
  const binOf = (hz: number) => (hz * fftSize) / sampleRate;
  return Array.from({ length: melBands }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!].map(binOf) as [
      number,
      number,
      number,
    ];
    const weights = new Float64Array(fftSize / 2 + 1);
    for (let bin = Math.ceil(left); bin <= Math.floor(right); bin++) {
      weights[bin] = bin <= centre ? (bin - left) / (centre - left) : (right - bin) / (right - centre);
    }
    // Each band covers a few bins: summing only those (in the same order) gives the same energy as
    // summing all 257 and skipping zeros, at a tenth of the work.
    let firstBin = 0;
    while (firstBin < weights.length && weights[firstBin] === 0) firstBin++;
    let lastBin = weights.length - 1;
    while (lastBin >= firstBin && weights[lastBin] === 0) lastBin--;
    return { weights, firstBin, lastBin };
  });
}

const filterbanks = new Map<number, MelBand[]>();

/** cos(π k (band + ½) / bands) of the DCT-II, for c1…c12, computed once. */
const dctCosines = Array.from({ length: mfccCoefficients }, (_, index) =>
  Float64Array.from({ length: melBands }, (_, band) =>
    Math.cos((Math.PI * (index + 1) * (band + 0.5)) / melBands),
  ),
);

/**
 * Mel-frequency cepstral coefficients c1…c12 of every frame (pre-emphasis 0.97, Hann window, 26
 * mel bands, log energies, DCT-II). Written here on fft.js rather than adding a feature library: it
 * is the one feature speaker separation and the captcha's voice match need.
 */
export function mfccFrames(
  signal: Float32Array | Int16Array,
  sampleRate: number,
  /** Multiplies every sample: 1 / 32768 reads 16-bit PCM as floats without a converted copy. */
  scale = 1,
): Float64Array[] {
  const frameLength = Math.round(mfccFrameSeconds * sampleRate);
  const hop = Math.round(mfccHopSeconds * sampleRate);
  let bank = filterbanks.get(sampleRate);
  if (!bank) {
    bank = melFilterbank(sampleRate);
    filterbanks.set(sampleRate, bank);
  }
  const fft = new FFT(fftSize);
  const input = new Array<number>(fftSize).fill(0);
  const spectrum = fft.createComplexArray() as number[];
  const hann = Float64Array.from(
    { length: frameLength },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frameLength - 1)),
  );
  const logEnergies = new Float64Array(melBands);
  const frames: Float64Array[] = [];
  for (let start = 0; start + frameLength <= signal.length; start += hop) {
    for (let i = 0; i < fftSize; i++) {
      if (i >= frameLength) {
        input[i] = 0;
        continue;
      }
      const previous = start + i > 0 ? signal[start + i - 1]! * scale : 0;
      input[i] = (signal[start + i]! * scale - 0.97 * previous) * hann[i]!;
    }
    fft.realTransform(spectrum, input);
    for (let band = 0; band < melBands; band++) {
      const { weights, firstBin, lastBin } = bank[band]!;
      let energy = 0;
      for (let bin = firstBin; bin <= lastBin; bin++) {
        const w = weights[bin]!;
        if (w === 0) continue;
        const re = spectrum[2 * bin]!;
        const im = spectrum[2 * bin + 1]!;
        energy += w * (re * re + im * im);
      }
      logEnergies[band] = Math.log(energy + 1e-10);
    }
    const coefficients = new Float64Array(mfccCoefficients);
    for (let k = 1; k <= mfccCoefficients; k++) {
      const cosines = dctCosines[k - 1]!;
      let sum = 0;
      for (let band = 0; band < melBands; band++) sum += logEnergies[band]! * cosines[band]!;
      coefficients[k - 1] = sum * Math.sqrt(2 / melBands);
    }
    frames.push(coefficients);
  }
  return frames;
}
