import { parseOutputFormat } from "@chorus/contract";
import type { AudioEncoding } from "@chorus/domain";
import { encoderWorkersStarted } from "./encode-off-thread.ts";

/**
 * Starts the encoding worker and runs a tenth of a second of silence through the encoders every first
 * request would need (the resampler and LAME compile their WebAssembly on first use), so the first
 * listener after a start does not wait for that.
 */
export async function warmUpAudioEncoding(encoding: AudioEncoding): Promise<void> {
  await encoderWorkersStarted();
  for (const format of ["mp3_44100_128", "pcm_24000"] as const) {
    async function* silence() {
      yield new Int16Array(2205);
    }
    for await (const _ of encoding.encode(parseOutputFormat(format), {
      sampleRate: 22_050,
      pcm: silence(),
    })) {
      // Only the side effect matters: the encoders are compiled and ready.
    }
  }
}
