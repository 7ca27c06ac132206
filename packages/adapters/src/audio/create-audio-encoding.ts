import os from "node:os";
import type { AudioEncoding, WatermarkPlacement } from "@chorus/domain";
import type { EmbeddableWatermark } from "../audio-watermark/spread-spectrum-watermark.ts";
import { startMarking, type WatermarkStreamMark } from "../audio-watermark/watermark-stream-mark.ts";
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
   * Worker threads that watermark, resample and encode (default one per core, at most 4; 0 encodes on the
   * calling thread). The watermark, resampling and mp3 were the main thread's largest costs and delayed
   * every other request's first bytes; with one worker, two streams' first blocks queued behind each other.
   */
  encoderWorkers?: number;
  /**
   * How many of those start with the port (default 1); the others start when a stream finds every worker
   * busy. An idle server then holds one (about 40 MB each).
   */
  warmEncoderWorkers?: number;
  /**
   * The mark generated audio gets (the input's `watermark`: its payload, 0 when omitted, none for `false`),
   * embedded where the PCM is encoded: in the encoding worker, else on the calling thread. Without it
   * nothing is marked.
   */
  watermark?: EmbeddableWatermark;
}

/** One encoder worker per core (the engines' workers are idle between pieces), bounded for large machines. */
export const defaultEncoderWorkers = () => Math.min(4, os.availableParallelism());

/**
 * The `AudioEncoding` port: every `output_format` of the convert endpoints. PCM is resampled to the
 * format's rate and encoded chunk by chunk, in an encoding worker thread once one is ready
 * (encode-off-thread.ts), so bytes leave as soon as the codec has them (WAV is the exception, emitted whole
 * at the end, see wav-writer.ts); Opus goes through an ffmpeg child process.
 * An aborted `signal` or a consumer that stops early releases the resampler's WASM memory and kills ffmpeg.
 */
export function createAudioEncoding(options: AudioEncodingOptions = {}): AudioEncoding {
  const encoderWorkers = options.encoderWorkers ?? defaultEncoderWorkers();
  startEncoderWorkers(encoderWorkers, options.warmEncoderWorkers ?? 1);
  const markOf = (
    watermark: number | false | WatermarkPlacement | undefined,
  ): WatermarkStreamMark | undefined => {
    if (!options.watermark || watermark === false) return undefined;
    if (typeof watermark === "object")
      return options.watermark.streamMark(watermark.payload, watermark.startSeconds);
    return options.watermark.streamMark(watermark ?? 0);
  };
  return {
    encode(format, input, signal) {
      const mark = markOf(input.watermark);
      const source = abortable(input.pcm, signal);
      if (format.codec === "opus") {
        return encodeOggOpus(markedHere(source, mark, input.sampleRate), {
          inputRate: input.sampleRate,
          bitrateKbps: requireBitrate(format),
          ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
        });
      }
      const resamplerQuality = options.resamplerQuality ?? defaultResamplerQuality;
      const offThread =
        encoderWorkers > 0
          ? encodeOffThread(source, {
              inputRate: input.sampleRate,
              format,
              resamplerQuality,
              wholeFile: input.wholeFile,
              ...(mark ? { mark } : {}),
            })
          : undefined;
      return (
        offThread ??
        encodeInProcess(
          markedHere(source, mark, input.sampleRate),
          input.sampleRate,
          format.sampleRate,
          () => sampleEncoderFor(format, { wholeFile: input.wholeFile }),
          resamplerQuality,
        )
      );
    },
  };
}

/** Marks on the calling thread (Opus, or before an encoding worker is ready): a copy of each chunk, in order. */
async function* markedHere(
  pcm: AsyncIterable<Int16Array>,
  mark: WatermarkStreamMark | undefined,
  sampleRate: number,
): AsyncGenerator<Int16Array> {
  if (!mark) return yield* pcm;
  const marking = startMarking(mark, sampleRate);
  for await (const chunk of pcm) {
    const marked = chunk.slice();
    marking(marked);
    yield marked;
  }
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
