import type { LlamaContext, LlamaContextSequence } from "node-llama-cpp";

/**
 * Hands out the context's sequences one chat at a time. A context holds a fixed number of sequences
 * (each with its own KV cache, hundreds of MB on a real model) and `getSequence` throws when none is
 * left, so a chat beyond that waits here for one to be released instead of failing the turn.
 */
export class SequencePool {
  private readonly waiting = new Set<() => void>();

  constructor(private readonly context: LlamaContext) {}

  /** A fresh sequence, or undefined when `signal` aborts first. */
  async acquire(signal: AbortSignal): Promise<LlamaContextSequence | undefined> {
    while (this.context.sequencesLeft === 0) {
      if (signal.aborted) return undefined;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          this.waiting.delete(wake);
          signal.removeEventListener("abort", wake);
          resolve();
        };
        this.waiting.add(wake);
        signal.addEventListener("abort", wake, { once: true });
      });
    }
    return signal.aborted ? undefined : this.context.getSequence();
  }

  /** Disposing a sequence clears its state and returns its slot to the context. */
  release(sequence: LlamaContextSequence): void {
    sequence.dispose();
    const next = this.waiting.values().next();
    if (!next.done) next.value();
  }
}
