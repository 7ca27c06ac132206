/** What the realtime WebSocket is asked to take (`audio_format=pcm_16000`): 16 kHz mono 16-bit PCM. */
export const liveSampleRate = 16_000;

/** Audio per `input_audio_chunk`: short enough for live partials, long enough to keep frames few. */
export const liveChunkSeconds = 0.2;

/** One sample in [-1, 1] as a signed 16-bit integer (clipped: a loud microphone must not wrap around). */
function toInt16(sample: number): number {
  const clipped = Math.max(-1, Math.min(1, sample));
  return Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
}

/**
 * Turns the microphone's float samples (the AudioContext's rate, usually 44.1 or 48 kHz) into
 * 16 kHz PCM16, block after block. Each output sample is the mean of the input samples it covers
 * (a box filter: cheap, and enough to keep frequencies above 8 kHz from folding into speech).
 * Window bounds come from whole-number counts of samples produced and dropped, never from a running
 * fractional position, so blocks of any size give exactly the same samples as one long block.
 */
export class Pcm16Downsampler {
  private pending = new Float32Array(0);
  /** Output samples produced so far, and input samples dropped before `pending[0]`. */
  private produced = 0;
  private dropped = 0;

  constructor(
    private readonly inputRate: number,
    private readonly outputRate = liveSampleRate,
  ) {}

  push(input: Float32Array): Int16Array {
    const samples = new Float32Array(this.pending.length + input.length);
    samples.set(this.pending);
    samples.set(input, this.pending.length);
    const output = new Int16Array(Math.ceil((samples.length * this.outputRate) / this.inputRate) + 1);
    let written = 0;
    for (;;) {
      const from = this.inputIndex(this.produced);
      // Upsampling (a window under one sample) takes the nearest sample instead of an empty window.
      const to = Math.max(from + 1, this.inputIndex(this.produced + 1));
      if (to > samples.length) break;
      let sum = 0;
      for (let index = from; index < to; index++) sum += samples[index]!;
      output[written++] = toInt16(sum / (to - from));
      this.produced++;
    }
    const next = Math.min(this.inputIndex(this.produced), samples.length);
    this.pending = samples.slice(next);
    this.dropped += next;
    return output.subarray(0, written);
  }

  /** Where output sample `n` starts, as an index into `pending`. */
  private inputIndex(n: number): number {
    return Math.floor((n * this.inputRate) / this.outputRate) - this.dropped;
  }
}

/** PCM16 samples as little-endian bytes in base64, as `audio_base_64` carries them. */
export function pcm16ToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < samples.length; index++) view.setInt16(index * 2, samples[index]!, true);
  let binary = "";
  // btoa takes a binary string; building it in slices keeps String.fromCharCode's argument list short.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * Collects PCM16 samples and hands them out in chunks of `liveChunkSeconds`; `flush` returns what
 * is left (at Stop, so the last words reach the server before the final commit).
 */
export class Pcm16Chunker {
  private readonly chunkSamples: number;
  private buffered: Int16Array[] = [];
  private length = 0;

  constructor(sampleRate = liveSampleRate, chunkSeconds = liveChunkSeconds) {
    this.chunkSamples = Math.round(sampleRate * chunkSeconds);
  }

  push(samples: Int16Array): Int16Array[] {
    if (samples.length > 0) {
      this.buffered.push(samples);
      this.length += samples.length;
    }
    const chunks: Int16Array[] = [];
    while (this.length >= this.chunkSamples) chunks.push(this.take(this.chunkSamples));
    return chunks;
  }

  flush(): Int16Array | null {
    return this.length > 0 ? this.take(this.length) : null;
  }

  private take(count: number): Int16Array {
    const chunk = new Int16Array(count);
    let filled = 0;
    while (filled < count) {
      const head = this.buffered[0]!;
      const used = Math.min(head.length, count - filled);
      chunk.set(head.subarray(0, used), filled);
      filled += used;
      if (used === head.length) this.buffered.shift();
      else this.buffered[0] = head.subarray(used);
    }
    this.length -= count;
    return chunk;
  }
}

/** The meter's level (0–1) of a block: RMS ×3, so normal speech (RMS 0.05–0.3) fills most of it. */
export function meterLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.min(1, Math.sqrt(sum / samples.length) * 3);
}
