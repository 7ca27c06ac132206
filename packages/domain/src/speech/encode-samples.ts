import type { OutputFormatSpec } from "@chorus/contract";
import type { Ports } from "../context.ts";

/**
 * Encodes a whole block of PCM at once and returns the complete file: for audio that is wanted in one
 * piece (a WebSocket frame, a re-encoded download) rather than streamed.
 */
export async function encodeSamples(
  ports: Pick<Ports, "audio">,
  format: OutputFormatSpec,
  input: { samples: Int16Array; sampleRate: number },
  signal?: AbortSignal,
): Promise<Uint8Array> {
  async function* pcm() {
    yield input.samples;
  }
  const parts: Uint8Array[] = [];
  for await (const part of ports.audio.encode(format, { sampleRate: input.sampleRate, pcm: pcm() }, signal)) {
    parts.push(part);
  }
  return Buffer.concat(parts);
}
