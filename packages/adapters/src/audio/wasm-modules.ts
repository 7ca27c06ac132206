import type { SonicModule } from "@echogarden/sonic-wasm";
import type { SpeexResamplerModule } from "@echogarden/speex-resampler-wasm/simd";

// One instance of each WASM module per process: instantiation costs milliseconds and the modules hold no
// per-stream globals (every resampler or sonic stream is its own heap object), so all streams share them.
// Calls are synchronous, so streams on the one JS thread never interleave inside the module.

let speex: Promise<SpeexResamplerModule> | undefined;
let sonic: Promise<SonicModule> | undefined;

/** The Speex resampler, SIMD build when the runtime validates it (Node 20 does), else the scalar build. */
export function loadSpeexResampler(): Promise<SpeexResamplerModule> {
  speex ??= (async () => {
    try {
      return await (await import("@echogarden/speex-resampler-wasm/simd")).default();
    } catch {
      return await (await import("@echogarden/speex-resampler-wasm")).default();
    }
  })();
  return speex;
}

/** Sonic (speed and pitch change for speech). */
export function loadSonic(): Promise<SonicModule> {
  sonic ??= import("@echogarden/sonic-wasm").then((module) => module.default());
  return sonic;
}
