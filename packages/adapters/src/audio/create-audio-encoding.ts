import type { OutputFormatSpec } from "@chorus/contract";
import type { AudioEncoding } from "@chorus/domain";
import { abortable } from "./abortable.ts";
import { createG711Encoder } from "./g711.ts";
import { createMp3Encoder } from "./mp3-encoder.ts";
import { encodeOggOpus } from "./ogg-opus-ffmpeg.ts";
import { createPcmEncoder } from "./pcm-bytes.ts";
import { createResampler, defaultResamplerQuality } from "./resampler.ts";
import type { SampleEncoder } from "./sample-encoder.ts";
import { createWavEncoder } from "./wav-writer.ts";

export interface AudioEncodingOptions {
  /** The ffmpeg executable used for Opus (default `ffmpeg` on PATH). */
  ffmpegPath?: string;
  /** Speex resampler quality 0–10. */
  resamplerQuality?: number;
}

/**
 * The `AudioEncoding` port: every `output_format` of the convert endpoints. PCM is resampled in-process to
 * the format's rate and encoded chunk by chunk, so bytes leave as soon as the codec has them (WAV is the
 * exception, emitted whole at the end, see wav-writer.ts); Opus goes through an ffmpeg child process.
 * An aborted `signal` or a consumer that stops early releases the resampler's WASM memory and kills ffmpeg.
 */
export function createAudioEncoding(options: AudioEncodingOptions = {}): AudioEncoding {
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
      return encodeInProcess(
        pcm,
        input.sampleRate,
        format.sampleRate,
        () => sampleEncoderFor(format),
        options.resamplerQuality ?? defaultResamplerQuality,
      );
    },
  };
}

async function sampleEncoderFor(format: OutputFormatSpec): Promise<SampleEncoder> {
  switch (format.codec) {
    case "pcm":
      return createPcmEncoder();
    case "ulaw":
    case "alaw":
      return createG711Encoder(format.codec);
    case "wav":
      return createWavEncoder(format.sampleRate);
    case "mp3":
      return createMp3Encoder(format.sampleRate, requireBitrate(format));
    case "opus":
      throw new Error("opus is encoded by ffmpeg, not in-process");
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

function requireBitrate(format: OutputFormatSpec): number {
  if (!format.bitrate) throw new Error(`output format ${format.format} names no bitrate`);
  return format.bitrate;
}
