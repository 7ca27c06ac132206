import { bandHighHz, bandLowHz } from "./watermark-layout.ts";

/**
 * The watermark's band (a second-order high-pass at its low edge, then a low-pass at its high edge, RBJ
 * biquads), sample by sample with its state kept, so a stream filtered in chunks equals the whole.
 * Both halves use it to measure the signal's level where the mark lives.
 */
export class BandFilter {
  private readonly stages: Biquad[];

  constructor(sampleRate: number) {
    this.stages = [
      new Biquad(sampleRate, "highpass", bandLowHz),
      new Biquad(sampleRate, "lowpass", bandHighHz),
    ];
  }

  next(x: number): number {
    return this.stages[1]!.next(this.stages[0]!.next(x));
  }
}

class Biquad {
  private readonly b0: number;
  private readonly b1: number;
  private readonly b2: number;
  private readonly a1: number;
  private readonly a2: number;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(sampleRate: number, kind: "highpass" | "lowpass", hz: number) {
    // Below Nyquist whatever the rate (8 kHz audio has its low-pass at 0.45 × 8 kHz).
    const w = (2 * Math.PI * Math.min(hz, sampleRate * 0.45)) / sampleRate;
    const alpha = Math.sin(w) / (2 * Math.SQRT1_2);
    const cos = Math.cos(w);
    const a0 = 1 + alpha;
    const edge = kind === "lowpass" ? (1 - cos) / 2 : (1 + cos) / 2;
    this.b0 = edge / a0;
    this.b1 = (kind === "lowpass" ? 1 - cos : -(1 + cos)) / a0;
    this.b2 = this.b0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  next(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}
