/**
 * Deterministic speech-like test signal: a glottal-ish harmonic series (F0 gliding 95–140 Hz) shaped by
 * three moving formants, chopped into 4–6 Hz syllables and ~0.3 s pauses, plus a little noise. Codecs and
 * DSP see what they would see from an engine (harmonics, silence, onsets), which a plain sine does not give.
 */
export function syntheticSpeech(seconds: number, sampleRate: number, levelDbfs = -20): Int16Array {
  const n = Math.round(seconds * sampleRate);
  const out = new Float64Array(n);
  let random = 0x2545f491;
  const noise = () => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) / 2 ** 32 - 0.5;
  };
  let phase = 0;
  let power = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const f0 = 117 + 22 * Math.sin(2 * Math.PI * 0.7 * t) + 6 * Math.sin(2 * Math.PI * 3.1 * t);
    phase += (2 * Math.PI * f0) / sampleRate;
    const formants = [
      550 + 250 * Math.sin(2 * Math.PI * 1.3 * t),
      1500 + 500 * Math.sin(2 * Math.PI * 0.9 * t + 1),
      2600 + 200 * Math.sin(2 * Math.PI * 0.5 * t + 2),
    ];
    let voiced = 0;
    for (let h = 1; h * f0 < Math.min(4000, sampleRate / 2 - 200); h++) {
      const frequency = h * f0;
      let gain = 0;
      for (const formant of formants) gain += 1 / (1 + ((frequency - formant) / 120) ** 2);
      voiced += (gain / h ** 0.5) * Math.sin(h * phase);
    }
    // 2.2 s "phrases" separated by 0.3 s pauses, each made of syllables at ~5 Hz.
    const inPhrase = t % 2.5 < 2.2;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 2.5 * t)) ** 0.6;
    const value = inPhrase ? voiced * syllable + 0.02 * noise() : 0.001 * noise();
    out[i] = value;
    power += value * value;
  }
  const rms = Math.sqrt(power / Math.max(1, n));
  const gain = rms > 0 ? (10 ** (levelDbfs / 20) * 32767) / rms : 0;
  return Int16Array.from(out, (x) => Math.max(-32768, Math.min(32767, Math.round(x * gain))));
}

/** A pure sine, for frequency checks. */
export function sine(seconds: number, sampleRate: number, frequency: number, amplitude = 0.5): Int16Array {
  const n = Math.round(seconds * sampleRate);
  return Int16Array.from({ length: n }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * frequency * i) / sampleRate)),
  );
}

/** Estimated frequency of a (mostly) sinusoidal signal from its rising zero crossings. */
export function zeroCrossingFrequency(samples: Int16Array | Float32Array, sampleRate: number): number {
  let first = -1;
  let last = -1;
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i - 1]! < 0 && samples[i]! >= 0) {
      if (first < 0) first = i;
      else crossings++;
      last = i;
    }
  }
  return crossings > 0 ? (crossings * sampleRate) / (last - first) : 0;
}

/** Splits samples into chunks of `seconds`, the way an engine hands out sentences. */
export function chunked(samples: Int16Array, sampleRate: number, seconds: number): Int16Array[] {
  const size = Math.max(1, Math.round(sampleRate * seconds));
  const chunks: Int16Array[] = [];
  for (let at = 0; at < samples.length; at += size) chunks.push(samples.slice(at, at + size));
  return chunks;
}
