import type { AudioWatermark } from "@chorus/domain";
import { SerialWorker } from "../off-thread/serial-worker.ts";
import { detectWatermark } from "./detect-watermark.ts";
import type { DetectionJob } from "./detect-watermark-worker.ts";
import { watermarkLayout } from "./watermark-layout.ts";
import { startMarking, type WatermarkStreamMark } from "./watermark-stream-mark.ts";

/** The `AudioWatermark` port, and the plain-data mark of one stream for the encoders to embed off-thread. */
export interface EmbeddableWatermark extends AudioWatermark {
  streamMark(payload: number, startSeconds?: number): WatermarkStreamMark;
}

/** Detection in a worker thread (the classifier's): a hundred milliseconds and more of arithmetic. */
const detectionWorker = new SerialWorker<DetectionJob, ReturnType<typeof detectWatermark>>(
  new URL("./detect-watermark-worker.ts", import.meta.url),
  "chorus-watermark-detection",
);

/**
 * The `AudioWatermark` port: a keyed spread-spectrum mark (see watermark-layout.ts for its shape,
 * embed-watermark.ts and detect-watermark.ts for the two halves). Marks made with one key are found
 * only with that key.
 */
export function spreadSpectrumWatermark(options: { key: string; strength?: number }): EmbeddableWatermark {
  const layout = watermarkLayout(options.key);
  const streamMark = (payload: number, startSeconds = 0): WatermarkStreamMark => ({
    layout,
    payload,
    startSeconds,
    ...(options.strength === undefined ? {} : { strength: options.strength }),
  });
  return {
    streamMark,
    marker(sampleRate, payload, startSeconds = 0) {
      const mark = startMarking(streamMark(payload, startSeconds), sampleRate);
      return (samples) => {
        const marked = samples.slice();
        mark(marked);
        return marked;
      };
    },
    detect(samples, candidates) {
      return detection(detectWatermark(layout, toFloat(samples), candidates));
    },
    async detectOffThread(samples, candidates) {
      const floats = toFloat(samples);
      return detection(
        await detectionWorker.run({ layout, samples: floats, candidates }, [floats.buffer as ArrayBuffer]),
      );
    },
  };
}

/** A detection as the port answers it (no `payload` key when none was read). */
function detection({ detected, confidence, payload }: ReturnType<typeof detectWatermark>) {
  return payload === undefined ? { detected, confidence } : { detected, confidence, payload };
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}
