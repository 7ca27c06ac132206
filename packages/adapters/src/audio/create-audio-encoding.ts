import type { AudioEncoding } from "@chorus/domain";
import { abortable } from "./abortable.ts";
import { encodeOffThread, startEncoderWorkers } from "./encode-off-thread.ts";
import { encodeOggOpus } from "./ogg-opus-ffmpeg.ts";
import { createResampler, defaultResamplerQuality } from "./resampler.ts";
import type { SampleEncoder } from "./sample-encoder.ts";
import { requireBitrate, sampleEncoderFor } from "./sample-encoder-for.ts";

export interface AudioEncodingOptions {
  /** The ffmpeg executable used for Opus (default `ffmpeg` on PATH). */
  ffmpegPath?: string;
  /** Speex resampler quality 0–10. */
  resamplerQuality?: number;
  /**
   * Worker threads that resample and encode (default 1; 0 encodes on the calling thread). Resampling and
   * mp3 were the main thread's largest costs and delayed every other request's first bytes.
   */
  encoderWorkers?: number;
}

/**
 * The `AudioEncoding` port: every `output_format` of the convert endpoints. PCM is resampled to the
 * format's rate and encoded chunk by chunk, in an encoding worker thread once one is ready
 * (encode-off-thread.ts), so bytes leave as soon as the codec has them (WAV is the exception, emitted whole
 * at the end, see wav-writer.ts); Opus goes through an ffmpeg child process.
 * An aborted `signal` or a consumer that stops early releases the resampler's WASM memory and kills ffmpeg.
 */
export function createAudioEncoding(options: AudioEncodingOptions = {}): AudioEncoding {
  const encoderWorkers = options.encoderWorkers ?? 1;
  startEncoderWorkers(encoderWorkers);
  return {
    encode(format, input, signal) {
      const pcm = abortable(input.pcm, signal);
      if (format.codec === "opus") {
        return encodeOggOpus(pcm, {
          inputRate: input.sampleRate,
          bitrateKbps: requireBitrate(format),
          ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
        });
      }
      const resamplerQuality = options.resamplerQuality ?? defaultResamplerQuality;
      const offThread =
        encoderWorkers > 0
          ? encodeOffThread(pcm, {
              inputRate: input.sampleRate,
              format,
              resamplerQuality,
              wholeFile: input.wholeFile,
            })
          : undefined;
      return (
        offThread ??
        encodeInProcess(
          pcm,
          input.sampleRate,
          format.sampleRate,
          () => sampleEncoderFor(format, { wholeFile: input.wholeFile }),
          resamplerQuality,
        )
      );
    },
  };
}

async function* encodeInProcess(
  pcm: AsyncIterable<Int16Array>,
  inputRate: number,
  outputRate: number,
  makeEncoder: () => Promise<SampleEncoder>,
  quality: number,
): AsyncGenerator<Uint8Array> {
  const resampler =
    inputRate === outputRate ? undefined : await createResampler(inputRate, outputRate, quality);
  const encoder = await makeEncoder();
  try {
    for await (const chunk of pcm) {
      const bytes = encoder.push(resampler ? resampler.process(chunk) : chunk);
      if (bytes.length > 0) yield bytes;
    }
    const tail = resampler ? encoder.push(resampler.flush()) : undefined;
    if (tail && tail.length > 0) yield tail;
    const last = encoder.finish();
    if (last.length > 0) yield last;
  } finally {
    resampler?.dispose();
    encoder.dispose?.();
  }
}
