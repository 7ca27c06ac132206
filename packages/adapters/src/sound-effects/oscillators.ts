export type Waveform = "sine" | "square" | "saw" | "triangle";

/**
 * A tone whose frequency may change per sample. The phase is accumulated rather than computed from
 * time, so a sweeping frequency stays continuous (no clicks at every change).
 */
export function oscillator(
  length: number,
  sampleRate: number,
  waveform: Waveform,
  frequency: number | ((index: number) => number),
  startPhase = 0,
): Float32Array {
  const out = new Float32Array(length);
  let phase = startPhase;
  for (let i = 0; i < length; i++) {
    const hz = typeof frequency === "number" ? frequency : frequency(i);
    out[i] = shape(waveform, phase);
    phase += hz / sampleRate;
    phase -= Math.floor(phase);
  }
  return out;
}

function shape(waveform: Waveform, phase: number): number {
  switch (waveform) {
    case "sine":
      return Math.sin(2 * Math.PI * phase);
    case "square":
      return phase < 0.5 ? 1 : -1;
    case "saw":
      return 2 * phase - 1;
    case "triangle":
      return 1 - 4 * Math.abs(phase - 0.5);
  }
}
