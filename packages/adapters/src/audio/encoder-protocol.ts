// Messages between the main thread and an encoding worker thread (encoder-worker.ts).
import type { OutputFormatSpec } from "@chorus/contract";
import type { WatermarkStreamMark } from "../audio-watermark/watermark-stream-mark.ts";

/** How a stream is set up; sent with its first block. */
export interface EncoderStreamSetup {
  inputRate: number;
  format: OutputFormatSpec;
  resamplerQuality: number;
  /** As `AudioEncoding.encode`'s input: one whole file, not a stream. */
  wholeFile?: boolean;
  /** The watermark the worker embeds in the PCM before resampling (none: the audio is encoded as it is). */
  mark?: WatermarkStreamMark;
}

export type ToEncoderWorker =
  /** Resample and encode one block of a stream (set up with the first block); answered with its bytes. */
  | { type: "push"; id: number; stream: number; setup?: EncoderStreamSetup; samples: Int16Array }
  /** Flush the resampler and the encoder and forget the stream; answered with the last bytes. */
  | { type: "finish"; id: number; stream: number }
  /** Forget a stream that stopped early; not answered. */
  | { type: "dispose"; stream: number };

export type FromEncoderWorker =
  | { type: "ready" }
  | { type: "bytes"; id: number; bytes: Uint8Array }
  | { type: "failed"; id: number; message: string };
