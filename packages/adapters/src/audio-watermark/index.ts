export { spreadSpectrumWatermark } from "./spread-spectrum-watermark.ts";
export { watermarkedEncoding } from "./watermarked-encoding.ts";
