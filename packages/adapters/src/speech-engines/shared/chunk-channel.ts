/**
 * A one-consumer async queue: producers (worker messages, process frames, HTTP body reads) push values as
 * they come, the engine's `synthesize` generator pulls them. Unbounded on purpose: engines produce a
 * sentence's audio in well under a second and the encoder downstream consumes it as fast, so bounding
 * would only add a way to deadlock a worker that cannot be paused mid-synthesis.
 */
export class ChunkChannel<T> implements AsyncIterable<T> {
  private readonly buffered: T[] = [];
  private waiting:
    | { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void }
    | undefined;
  private state: "open" | "ended" | "failed" = "open";
  private failure: unknown;

  push(value: T): void {
    if (this.state !== "open") return;
    if (this.waiting) {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting.resolve({ value, done: false });
    } else {
      this.buffered.push(value);
    }
  }

  end(): void {
    if (this.state !== "open") return;
    this.state = "ended";
    this.waiting?.resolve({ value: undefined, done: true });
    this.waiting = undefined;
  }

  /** Fails the consumer at once: buffered values are dropped, so an abort is not delayed by queued audio. */
  fail(error: unknown): void {
    if (this.state !== "open") return;
    this.state = "failed";
    this.failure = error;
    this.buffered.length = 0;
    this.waiting?.reject(error);
    this.waiting = undefined;
  }

  get isOpen(): boolean {
    return this.state === "open";
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: () => {
        if (this.state === "failed") return Promise.reject(this.failure);
        if (this.buffered.length > 0) return Promise.resolve({ value: this.buffered.shift()!, done: false });
        if (this.state === "ended") return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
    };
  }
}
