import type { OutputFormatSpec } from "@chorus/contract";
import { createG711Encoder } from "./g711.ts";
import { createMp3Encoder } from "./mp3-encoder.ts";
import { createPcmEncoder } from "./pcm-bytes.ts";
import type { SampleEncoder } from "./sample-encoder.ts";
import { createWavEncoder } from "./wav-writer.ts";

/**
 * The in-process encoder for a format (every codec but Opus, which ffmpeg encodes). `wholeFile`: the bytes
 * make one file rather than a stream played as it comes (an mp3 then gets its gapless header).
 */
export async function sampleEncoderFor(
  format: OutputFormatSpec,
  options: { wholeFile?: boolean } = {},
): Promise<SampleEncoder> {
  switch (format.codec) {
    case "pcm":
      return createPcmEncoder();
    case "ulaw":
    case "alaw":
      return createG711Encoder(format.codec);
    case "wav":
      return createWavEncoder(format.sampleRate);
    case "mp3":
      return createMp3Encoder(format.sampleRate, requireBitrate(format), options);
    case "opus":
      throw new Error("opus is encoded by ffmpeg, not in-process");
  }
}

export function requireBitrate(format: OutputFormatSpec): number {
  if (!format.bitrate) throw new Error(`output format ${format.format} names no bitrate`);
  return format.bitrate;
}
