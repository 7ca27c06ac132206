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
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]!;
      out[i] = x + this.markFor(x);
    }
    return out;
  }

  /**
   * Marks 16-bit PCM in place, exactly as `push` would mark it as Float32 (x / 32768) and the result be
   * rounded back to 16 bits: the same samples, without the two conversions and their arrays per chunk.
   */
  pushInt16InPlace(samples: Int16Array): void {
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]! / 32768;
      // fround: the Float32 sum `push` stores, then the same rounding and clamping to 16 bits.
      const marked = Math.round(Math.fround(x + this.markFor(x)) * 32768);
      samples[i] = Math.max(-32768, Math.min(32767, marked));
    }
  }

  /** The mark to add to sample x at the current position (advances the position and the level). */
  private markFor(x: number): number {
    const rate = this.sampleRate;
    const inBand = this.band.next(x);
    this.power += this.smoothing * (inBand * inBand - this.power);
    // Position within the 1 s frame: the carrier and the chips restart there (whole carrier cycles).
    const inFrame = this.position % rate;
    const chipPosition = (inFrame * chipRate) / rate;
    const chip = Math.floor(chipPosition);
    const pulse = Math.sin(Math.PI * (chipPosition - chip));
    this.position++;
    return (
      this.strength *
      Math.sqrt(this.power) *
      this.chipValues[chip]! *
      pulse *
      Math.cos(this.carrierStep * inFrame)
    );
  }
}
