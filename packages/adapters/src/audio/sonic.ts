import type { SonicModule } from "@echogarden/sonic-wasm";
import { loadSonic } from "./wasm-modules.ts";

// For engines without native rate/pitch controls (the remote engine): Sonic is built for speech (PICOLA-like
// pitch-synchronous overlap-add), keeps pitch when changing speed and duration when changing pitch, and runs
// hundreds of times faster than real time. One call processes one synthesized stretch completely.

/** Plays `samples` `factor` times faster (1.25 → duration / 1.25) at the same pitch. */
export function changeSpeed(samples: Int16Array, sampleRate: number, factor: number): Promise<Int16Array>;
export function changeSpeed(samples: Float32Array, sampleRate: number, factor: number): Promise<Float32Array>;
export function changeSpeed(samples: Int16Array | Float32Array, sampleRate: number, factor: number) {
  return runSonic(samples, sampleRate, factor, (m, stream) => m._sonicSetSpeed(stream, factor));
}

/** Raises (factor > 1) or lowers the pitch by `factor` at the same duration. */
export function shiftPitch(samples: Int16Array, sampleRate: number, factor: number): Promise<Int16Array>;
export function shiftPitch(samples: Float32Array, sampleRate: number, factor: number): Promise<Float32Array>;
export function shiftPitch(samples: Int16Array | Float32Array, sampleRate: number, factor: number) {
  return runSonic(samples, sampleRate, factor, (m, stream) => m._sonicSetPitch(stream, factor));
}

async function runSonic(
  samples: Int16Array | Float32Array,
  sampleRate: number,
  factor: number,
  configure: (m: SonicModule, stream: number) => void,
): Promise<Int16Array | Float32Array> {
  if (!(factor > 0 && Number.isFinite(factor))) throw new Error(`invalid sonic factor ${factor}`);
  if (factor === 1 || samples.length === 0) return samples.slice();
  const m = await loadSonic();
  const isInt16 = samples instanceof Int16Array;
  const bytesPerSample = isInt16 ? 2 : 4;
  const stream = m._sonicCreateStream(sampleRate, 1);
  if (!stream) throw new Error("sonic: cannot create a stream");
  let buffer = 0;
  try {
    configure(m, stream);
    buffer = m._malloc(samples.length * bytesPerSample);
    if (isInt16) {
      m.HEAP16.set(samples, buffer >> 1);
      m._sonicWriteShortToStream(stream, buffer, samples.length);
    } else {
      m.HEAPF32.set(samples, buffer >> 2);
      m._sonicWriteFloatToStream(stream, buffer, samples.length);
    }
    m._sonicFlushStream(stream);
    const available = m._sonicSamplesAvailable(stream);
    m._free(buffer);
    buffer = 0;
    buffer = m._malloc(Math.max(1, available) * bytesPerSample);
    if (isInt16) {
      const read = m._sonicReadShortFromStream(stream, buffer, available);
      return m.HEAP16.slice(buffer >> 1, (buffer >> 1) + read);
    }
    const read = m._sonicReadFloatFromStream(stream, buffer, available);
    return m.HEAPF32.slice(buffer >> 2, (buffer >> 2) + read);
  } finally {
    if (buffer) m._free(buffer);
    m._sonicDestroyStream(stream);
  }
}
