import { createMp3Encoder as createWasmLame, type WasmMediaEncoder } from "wasm-media-encoders";
import { withGaplessHeader } from "./mp3-gapless-header.ts";
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
 * The priming samples this LAME build puts before the audio, at every rate and bitrate we offer: an impulse
 * at sample k decodes (ffmpeg) at k + 576 + 529, the decoder's own delay (mp3-gapless-header.test.ts).
 */
export const lameEncoderDelay = 576;

/**
 * `mp3_<rate>_<kbps>`: CBR at exactly the requested rate (LAME would otherwise pick a lower one for low
 * bitrates). Streamed (the default): no Xing header, so any prefix of the stream plays, and bytes come out
 * as LAME completes frames. `wholeFile`: every byte comes from `finish`, behind a gapless Info frame
 * (mp3-gapless-header.ts), so the file decodes to exactly the samples pushed.
 */
export async function createMp3Encoder(
  sampleRate: number,
  kbps: number,
  options: { wholeFile?: boolean } = {},
): Promise<SampleEncoder> {
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
  // Whole files only: the frames so far and the samples they hold, for the header.
  const held: Uint8Array[] = [];
  let samplesPushed = 0;
  return {
    push(samples) {
      if (samples.length === 0) return new Uint8Array(0);
      const floats = new Float32Array(samples.length);
      for (let i = 0; i < samples.length; i++) floats[i] = samples[i]! / 32768;
      // The encoder reuses its output buffer between calls: copy before handing the bytes on.
      const bytes = lame.encode([floats]).slice();
      if (!options.wholeFile) return bytes;
      held.push(bytes);
      samplesPushed += samples.length;
      return new Uint8Array(0);
    },
    finish() {
      const last = lame.finalize().slice();
      release();
      if (!options.wholeFile) return last;
      held.push(last);
      return withGaplessHeader(Buffer.concat(held), {
        samples: samplesPushed,
        encoderDelay: lameEncoderDelay,
      });
    },
    dispose: release,
  };
}
