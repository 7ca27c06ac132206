import alawmulaw from "alawmulaw";
import type { SampleEncoder } from "./sample-encoder.ts";

// alawmulaw is CommonJS without named ESM exports, hence the default import.
const { alaw, mulaw } = alawmulaw;

/** `ulaw_8000` / `alaw_8000`: G.711 is one byte per sample with no state, so every chunk encodes on its own. */
export function createG711Encoder(law: "ulaw" | "alaw"): SampleEncoder {
  const encode = law === "ulaw" ? mulaw.encode : alaw.encode;
  return { push: (samples) => encode(samples), finish: () => new Uint8Array(0) };
}

/** G.711 back to 16-bit PCM (tests, and later for telephony input). */
export function decodeG711(law: "ulaw" | "alaw", bytes: Uint8Array): Int16Array {
  return law === "ulaw" ? mulaw.decode(bytes) : alaw.decode(bytes);
}
