import type { SpeexResamplerModule } from "@echogarden/speex-resampler-wasm/simd";
import { joinArrays } from "./join-arrays.ts";
import { loadSpeexResampler } from "./wasm-modules.ts";

/** Speex quality 6: measured ~500–750× real time on speech, inaudible aliasing; 10 would cost 3× for nothing audible. */
export const defaultResamplerQuality = 6;

/** Input samples copied into the WASM heap per call: bounds the heap buffers whatever chunk size arrives. */
const blockSamples = 8192;

/**
 * A streaming mono 16-bit resampler. Feed PCM in any chunk sizes with `process`, then `flush` once: the
 * concatenated output has exactly round(inputLength × outRate / inRate) samples and starts without the
 * filter delay, so timings computed at the input rate still hold at the output rate.
 * `dispose` frees the WASM heap memory; call it even when the stream is abandoned.
 */
export interface StreamingResampler {
  process(samples: Int16Array): Int16Array;
  flush(): Int16Array;
  dispose(): void;
}

export async function createResampler(
  inRate: number,
  outRate: number,
  quality = defaultResamplerQuality,
): Promise<StreamingResampler> {
  if (!(inRate > 0 && outRate > 0)) throw new Error(`invalid resampling ${inRate} Hz → ${outRate} Hz`);
  return new SpeexStreamingResampler(await loadSpeexResampler(), inRate, outRate, quality);
}

class SpeexStreamingResampler implements StreamingResampler {
  private readonly state: number;
  private readonly inputPointer: number;
  private readonly outputPointer: number;
  private readonly lengthsPointer: number;
  private readonly outputCapacity: number;
  private inputTotal = 0;
  private outputTotal = 0;
  private disposed = false;

  constructor(
    private readonly m: SpeexResamplerModule,
    private readonly inRate: number,
    private readonly outRate: number,
    quality: number,
  ) {
    this.lengthsPointer = m._malloc(8);
    this.state = m._speex_resampler_init(1, inRate, outRate, quality, this.lengthsPointer);
    const error = m.HEAPU32[this.lengthsPointer >> 2];
    if (!this.state || error) {
      m._free(this.lengthsPointer);
      throw new Error(`speex resampler init failed (${error}) for ${inRate} Hz → ${outRate} Hz`);
    }
    // Without this the output would start with the filter's group delay (a few ms of zeros), shifting
    // word timings and making every output longer than the input's duration.
    m._speex_resampler_skip_zeros(this.state);
    this.outputCapacity = Math.ceil((blockSamples * outRate) / inRate) + 64;
    this.inputPointer = m._malloc(blockSamples * 2);
    this.outputPointer = m._malloc(this.outputCapacity * 2);
  }

  process(samples: Int16Array): Int16Array {
    this.assertLive();
    this.inputTotal += samples.length;
    return this.take(this.run(samples), this.expectedOutput());
  }

  flush(): Int16Array {
    this.assertLive();
    // The filter still holds its last input_latency samples; pushing that many zeros through releases them.
    const latency = this.m._speex_resampler_get_input_latency(this.state);
    const tail = this.run(new Int16Array(latency + 1));
    const missing = this.expectedOutput() - this.outputTotal;
    const out = new Int16Array(Math.max(0, missing));
    out.set(tail.subarray(0, out.length));
    this.outputTotal += out.length;
    return out;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.m._speex_resampler_destroy(this.state);
    this.m._free(this.inputPointer);
    this.m._free(this.outputPointer);
    this.m._free(this.lengthsPointer);
  }

  private expectedOutput(): number {
    return Math.round((this.inputTotal * this.outRate) / this.inRate);
  }

  /** Keeps the running output length at or below the exact target (the filter never overshoots in practice). */
  private take(produced: Int16Array, limit: number): Int16Array {
    const out = produced.subarray(0, Math.max(0, Math.min(produced.length, limit - this.outputTotal)));
    this.outputTotal += out.length;
    return out;
  }

  private run(samples: Int16Array): Int16Array {
    const m = this.m;
    const parts: Int16Array[] = [];
    for (let offset = 0; offset < samples.length; ) {
      const block = samples.subarray(offset, offset + blockSamples);
      m.HEAP16.set(block, this.inputPointer >> 1);
      let consumed = 0;
      while (consumed < block.length) {
        m.HEAPU32[this.lengthsPointer >> 2] = block.length - consumed;
        m.HEAPU32[(this.lengthsPointer >> 2) + 1] = this.outputCapacity;
        const status = m._speex_resampler_process_int(
          this.state,
          0,
          this.inputPointer + consumed * 2,
          this.lengthsPointer,
          this.outputPointer,
          this.lengthsPointer + 4,
        );
        if (status !== 0) throw new Error(`speex resampler failed (${status})`);
        const used = m.HEAPU32[this.lengthsPointer >> 2]!;
        const written = m.HEAPU32[(this.lengthsPointer >> 2) + 1]!;
        if (written > 0) {
          parts.push(m.HEAP16.slice(this.outputPointer >> 1, (this.outputPointer >> 1) + written));
        }
        if (used === 0 && written === 0) throw new Error("speex resampler made no progress");
        consumed += used;
      }
      offset += block.length;
    }
    return joinArrays(parts, Int16Array);
  }

  private assertLive(): void {
    if (this.disposed) throw new Error("resampler used after dispose");
  }
}
