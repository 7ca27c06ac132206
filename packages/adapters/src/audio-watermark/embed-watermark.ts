import { BandFilter } from "./band-filter.ts";
import { encodePayload } from "./payload-code.ts";
import { carrierHz, chipRate, frameChips, type WatermarkLayout } from "./watermark-layout.ts";

/**
 * Watermark to signal ratio inside the mark's band: the mark's RMS is `strength / 2` of the signal's local
 * RMS in 1,000–3,400 Hz. Shaped by the band's own level (not the whole signal's), the mark stays under
 * the speech where it is: a fricative or a low vowel with little energy in the band gets little mark,
 * so what a listener or a recogniser hears in the band barely changes.
 */
export const defaultStrength = 0.2;

/** The signal's local level follows its power with this time constant (fast enough for syllables). */
const envelopeSeconds = 0.01;

/**
 * Adds the watermark to mono Float32 PCM ([-1, 1]) chunk by chunk: `push` returns the marked chunk
 * (a new array) and keeps the position and level between calls, so a stream marked in pieces equals
 * the same audio marked at once. The mark at sample n depends only on n / sampleRate, never on chunking.
 */
export class WatermarkEmbedder {
  private readonly chipValues: Float32Array;
  private readonly smoothing: number;
  private readonly carrierStep: number;
  private readonly band: BandFilter;
  private position = 0;
  private power = 0;

  constructor(
    layout: WatermarkLayout,
    payload: number,
    private readonly sampleRate: number,
    private readonly strength = defaultStrength,
  ) {
    const bits = encodePayload(payload);
    this.chipValues = new Float32Array(frameChips);
    for (let chip = 0; chip < frameChips; chip++) {
      const bit = layout.bitOfChip[chip]!;
      this.chipValues[chip] = layout.spreading[chip]! * (bit < 0 ? 1 : bits[bit]!);
    }
    this.smoothing = 1 - Math.exp(-1 / (envelopeSeconds * sampleRate));
    this.carrierStep = (2 * Math.PI * carrierHz) / sampleRate;
    this.band = new BandFilter(sampleRate);
  }

  /** Continues the mark from sample `position` of the stream (audio marked earlier, elsewhere). */
  skipTo(position: number): void {
    this.position = position;
  }

  push(samples: Float32Array): Float32Array {
    const out = new Float32Array(samples.length);
    const rate = this.sampleRate;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]!;
      const inBand = this.band.next(x);
      this.power += this.smoothing * (inBand * inBand - this.power);
      // Position within the 1 s frame: the carrier and the chips restart there (whole carrier cycles).
      const inFrame = this.position % rate;
      const chipPosition = (inFrame * chipRate) / rate;
      const chip = Math.floor(chipPosition);
      const pulse = Math.sin(Math.PI * (chipPosition - chip));
      const mark =
        this.strength *
        Math.sqrt(this.power) *
        this.chipValues[chip]! *
        pulse *
        Math.cos(this.carrierStep * inFrame);
      out[i] = x + mark;
      this.position++;
    }
    return out;
  }
}
