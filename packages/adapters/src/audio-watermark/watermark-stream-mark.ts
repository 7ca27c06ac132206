import { WatermarkEmbedder } from "./embed-watermark.ts";
import type { WatermarkLayout } from "./watermark-layout.ts";

/**
 * Everything needed to mark one stream, as plain data: it travels with a stream's setup to the encoding
 * worker that marks the PCM just before resampling it, so no marking runs on the main thread.
 */
export interface WatermarkStreamMark {
  layout: WatermarkLayout;
  payload: number;
  /** Where the mark continues from (audio of the same mark encoded before, e.g. earlier WebSocket frames). */
  startSeconds: number;
  strength?: number;
}

/** Starts marking a stream of 16-bit PCM at `sampleRate`: each call marks the next chunk in place. */
export function startMarking(mark: WatermarkStreamMark, sampleRate: number): (samples: Int16Array) => void {
  const embedder = new WatermarkEmbedder(mark.layout, mark.payload, sampleRate, mark.strength);
  embedder.skipTo(Math.round(mark.startSeconds * sampleRate));
  return (samples) => embedder.pushInt16InPlace(samples);
}
