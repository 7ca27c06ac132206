/** A look-ahead peak limiter fed in chunks: each sample leaves once the samples it looks ahead to have come. */
export interface PeakLimiter {
  /** Limited samples this chunk completes (all but the last 2 × look-ahead samples seen so far). */
  push(signal: Float64Array): Float64Array;
  /** The held samples, limited with the stretch's end in view. */
  end(): Float64Array;
}

/** Ring buffers of this many entries (a power of two) hold what the look-ahead still needs. */
const ringSize = 8192;
const ringMask = ringSize - 1;
/** A chunk is taken in slices of at most this much, so a slice and its look-ahead always fit the rings. */
const sliceSize = 2048;
/** "No last index yet": a small integer (not Infinity), so index arithmetic stays in V8's fast integers. */
const openEnded = 2 ** 30 - 1;

/**
 * The gain each sample needs (ceiling ÷ |sample| above the ceiling, else 1) is min-filtered over ±K samples
 * and then averaged over the same ±K window: every value averaged is at most the need at the window's centre,
 * so the smoothed gain still holds each peak under the ceiling while ramping over 2K samples instead of
 * stepping (a step would click). A one-pole release then lets the gain recover slowly. Chunked or whole, the
 * output is the same to the last bit (the sums run in the same order), and memory stays a few rings of
 * samples however long the stretch: nothing per stretch survives to burden the garbage collector.
 */
export function createPeakLimiter(options: {
  ceiling: number;
  lookaheadSamples: number;
  releaseCoefficient: number;
}): PeakLimiter {
  const { ceiling, releaseCoefficient: release } = options;
  const k = options.lookaheadSamples;
  if (sliceSize + 4 * k + 4 > ringSize) throw new RangeError("look-ahead too long for the limiter's rings");
  const signal = new Float64Array(ringSize);
  const need = new Float64Array(ringSize);
  const floorGain = new Float64Array(ringSize);
  /** Indices into `need` whose values increase: the running minimum's candidates (a monotonic deque). */
  const deque = new Int32Array(ringSize);
  let length = 0;
  let floorLength = 0;
  let head = 0;
  let tail = 0;
  let entered = 0;
  let windowSum = 0;
  let added = 0;
  let emitted = 0;
  let gain = 1;

  /** min(need[i-k .. i+k]) for every i whose window has come (`last`: the final index, at the end). */
  const floorUpTo = (last: number) => {
    // Locals, not the closure's variables, in the per-sample loops: several times faster in V8.
    const size = length;
    let front = head;
    let back = tail;
    let next = entered;
    let i = floorLength;
    for (; i < size; i++) {
      const right = Math.min(last, i + k);
      if (right >= size) break;
      for (; next <= right; next++) {
        const value = need[next & ringMask]!;
        while (back > front && need[deque[(back - 1) & ringMask]! & ringMask]! >= value) back--;
        deque[back++ & ringMask] = next;
      }
      while (deque[front & ringMask]! < i - k) front++;
      floorGain[i & ringMask] = need[deque[front & ringMask]! & ringMask]!;
    }
    floorLength = i;
    head = front;
    tail = back;
    entered = next;
  };

  const emit = (last: number, out: Float64Array, at: number): number => {
    const start = emitted;
    const size = length;
    const ready = floorLength;
    let sum = windowSum;
    let next = added;
    let current = gain;
    let i = start;
    for (; i < size; i++) {
      const top = Math.min(last, i + k);
      if (top >= ready) break;
      for (; next <= top; next++) sum += floorGain[next & ringMask]!;
      const first = i - k - 1;
      if (first >= 0) sum -= floorGain[first & ringMask]!;
      const target = sum / (top - Math.max(0, i - k) + 1);
      current = target < current ? target : target + release * (current - target);
      out[at + i - start] = signal[i & ringMask]! * current;
    }
    emitted = i;
    windowSum = sum;
    added = next;
    gain = current;
    return at + i - start;
  };

  return {
    push(chunk) {
      // At most everything held plus this chunk comes out.
      const out = new Float64Array(length - emitted + chunk.length);
      let written = 0;
      for (let from = 0; from < chunk.length; from += sliceSize) {
        const to = Math.min(chunk.length, from + sliceSize);
        for (let i = from, at = length; i < to; i++, at++) {
          const value = chunk[i]!;
          const magnitude = Math.abs(value);
          signal[at & ringMask] = value;
          need[at & ringMask] = magnitude > ceiling ? ceiling / magnitude : 1;
        }
        length += to - from;
        floorUpTo(openEnded);
        written = emit(openEnded, out, written);
      }
      return out.subarray(0, written);
    },
    end() {
      const out = new Float64Array(length - emitted);
      floorUpTo(length - 1);
      return out.subarray(0, emit(length - 1, out, 0));
    },
  };
}
