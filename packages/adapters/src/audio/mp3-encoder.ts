import { createMp3Encoder as createWasmLame, type WasmMediaEncoder } from "wasm-media-encoders";
import type { SampleEncoder } from "./sample-encoder.ts";

type Mp3Bitrate = 32 | 48 | 64 | 96 | 128 | 192;
type Mp3Rate = 22050 | 24000 | 44100 | 48000;
type Lame = WasmMediaEncoder<"audio/mpeg">;

/**
 * LAME compiled to WebAssembly (wasm-media-encoders). Chosen over the pure-JS lamejs, which spent ~250 ms
 * warming up every new encoder (each instance has fresh closures the JIT must learn again) and then ran
 * ~80× real time; the WASM build runs ~250× and an instance is reused by reconfiguring it. Instances are
 * pooled: one per concurrent stream, created once (~30 ms) and kept.
 */
const idle: Lame[] = [];

async function acquire(): Promise<Lame> {
  return idle.pop() ?? createWasmLame();
}

/**
 * `mp3_<rate>_<kbps>`: CBR at exactly the requested rate (LAME would otherwise pick a lower one for low
 * bitrates), no Xing header, so any prefix of the stream plays. Bytes come out as LAME completes frames.
 */
export async function createMp3Encoder(sampleRate: number, kbps: number): Promise<SampleEncoder> {
  const lame = await acquire();
  lame.configure({
    channels: 1,
    sampleRate,
    bitrate: kbps as Mp3Bitrate,
    outputSampleRate: sampleRate as Mp3Rate,
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    idle.push(lame);
  };
  return {
    push(samples) {
      if (samples.length === 0) return new Uint8Array(0);
      const floats = new Float32Array(samples.length);
      for (let i = 0; i < samples.length; i++) floats[i] = samples[i]! / 32768;
      // The encoder reuses its output buffer between calls: copy before handing the bytes on.
      return lame.encode([floats]).slice();
    },
    finish() {
      const last = lame.finalize().slice();
      release();
      return last;
    },
    dispose: release,
  };
}
