/**
 * How one recording's time maps onto another's when both say the same words (forced alignment
 * aligns the user's audio with a synthesized reading of the text).
 */
export interface AudioWarp {
  /** The time in the target (seconds) at which the reference's `referenceSeconds` is said; never decreasing. */
  targetSeconds(referenceSeconds: number): number;
  /** Mean feature distance along the warp over a span of the reference (seconds); the whole warp when omitted. */
  loss(fromSeconds?: number, toSeconds?: number): number;
}

/**
 * Aligns two recordings of the same words, by their sound. Mono 16-bit PCM at one sample rate. The
 * work takes seconds for long recordings, so it runs off the event loop; the samples are handed over
 * (their buffers may move to another thread) and must not be read afterwards. An aborted `signal`
 * stops the work.
 */
export interface AudioAligner {
  align(
    reference: Int16Array,
    target: Int16Array,
    sampleRate: number,
    signal?: AbortSignal,
  ): Promise<AudioWarp>;
}
