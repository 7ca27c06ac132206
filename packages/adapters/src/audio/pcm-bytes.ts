import os from "node:os";
import type { SampleEncoder } from "./sample-encoder.ts";

const littleEndianHost = os.endianness() === "LE";

/** Mono 16-bit samples as signed little-endian bytes (the wire format of `pcm_*` and WAV data), copied. */
export function pcm16LittleEndian(samples: Int16Array): Uint8Array {
  if (littleEndianHost) return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength).slice();
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  return out;
}

/** `pcm_*`: raw samples, nothing held back. */
export function createPcmEncoder(): SampleEncoder {
  return { push: pcm16LittleEndian, finish: () => new Uint8Array(0) };
}
