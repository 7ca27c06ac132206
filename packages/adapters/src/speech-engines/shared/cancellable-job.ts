import { ChunkChannel } from "./chunk-channel.ts";

/**
 * Runs one pooled synthesis job and yields what it pushes into its channel. `start` submits the job with
 * a `stop` signal that fires when the caller's signal aborts or when the consumer stops iterating early
 * (so the worker drops the job instead of synthesizing for nobody).
 */
export async function* cancellableJob<T>(
  signal: AbortSignal | undefined,
  start: (channel: ChunkChannel<T>, stop: AbortSignal) => void,
): AsyncGenerator<T> {
  const channel = new ChunkChannel<T>();
  const stop = new AbortController();
  const onAbort = () => {
    stop.abort(signal?.reason);
    channel.fail(signal?.reason);
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  start(channel, stop.signal);
  try {
    yield* channel;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (channel.isOpen) {
      const abandoned = new Error("synthesis abandoned by its consumer");
      stop.abort(abandoned);
      channel.fail(abandoned);
    }
  }
}
