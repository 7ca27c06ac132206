import type { OutputFormatSpec } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { WatermarkPlacement } from "../ports/audio-watermark.ts";

/**
 * Encodes a whole block of PCM at once and returns the complete file: for audio that is wanted in one
 * piece (a WebSocket frame, a re-encoded download) rather than streamed. `watermark` and `wholeFile` as in
 * `AudioEncoding.encode` (0 and a stream when omitted: a WebSocket frame is one piece of a longer stream).
 */
export async function encodeSamples(
  ports: Pick<Ports, "audio">,
  format: OutputFormatSpec,
  input: {
    samples: Int16Array;
    sampleRate: number;
    watermark?: number | false | WatermarkPlacement;
    wholeFile?: boolean;
  },
  signal?: AbortSignal,
): Promise<Uint8Array> {
  async function* pcm() {
    yield input.samples;
  }
  const parts: Uint8Array[] = [];
  for await (const part of ports.audio.encode(
    format,
    { sampleRate: input.sampleRate, pcm: pcm(), watermark: input.watermark, wholeFile: input.wholeFile },
    signal,
  )) {
    parts.push(part);
  }
  return Buffer.concat(parts);
}
