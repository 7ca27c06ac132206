export { type EmbeddableWatermark, spreadSpectrumWatermark } from "./spread-spectrum-watermark.ts";
export { startMarking, type WatermarkStreamMark } from "./watermark-stream-mark.ts";
