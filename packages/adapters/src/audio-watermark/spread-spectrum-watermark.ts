import type { AudioWatermark } from "@chorus/domain";
import { detectWatermark } from "./detect-watermark.ts";
import { WatermarkEmbedder } from "./embed-watermark.ts";
import { watermarkLayout } from "./watermark-layout.ts";

/**
 * The `AudioWatermark` port: a keyed spread-spectrum mark (see watermark-layout.ts for its shape,
 * embed-watermark.ts and detect-watermark.ts for the two halves). Marks made with one key are found
 * only with that key.
 */
export function spreadSpectrumWatermark(options: { key: string; strength?: number }): AudioWatermark {
  const layout = watermarkLayout(options.key);
  return {
    marker(sampleRate, payload, startSeconds = 0) {
      const embedder = new WatermarkEmbedder(layout, payload, sampleRate, options.strength);
      embedder.skipTo(Math.round(startSeconds * sampleRate));
      return (samples) => toInt16(embedder.push(toFloat(samples)));
    },
    detect(samples, candidates) {
      const { detected, confidence, payload } = detectWatermark(layout, toFloat(samples), candidates);
      return payload === undefined ? { detected, confidence } : { detected, confidence, payload };
    },
  };
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768)));
  }
  return out;
}
