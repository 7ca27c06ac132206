/**
 * Iterates `source` but stops waiting the moment `signal` aborts (throwing its reason): an engine can take
 * a while per sentence and a cancelled request must not hold a codec (or an ffmpeg process) until then.
 * When iteration ends early the source's `return()` is called so it can release its own resources; it is
 * awaited only if the source is idle, because a source busy producing would make the consumer wait for it.
 */
export async function* abortable<T>(
  source: AsyncIterable<T>,
  signal: AbortSignal | undefined,
): AsyncGenerator<T> {
  signal?.throwIfAborted();
  const iterator = source[Symbol.asyncIterator]();
  let aborted: Promise<never> | undefined;
  let onAbort: (() => void) | undefined;
  if (signal) {
    aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
    });
    aborted.catch(() => {}); // handled where raced; this keeps an unraced abort from being "unhandled"
  }
  let finished = false;
  let busy = false;
  try {
    while (true) {
      const next = iterator.next();
      busy = true;
      next.then(
        () => {
          busy = false;
        },
        () => {
          busy = false;
        },
      );
      const result = aborted ? await Promise.race([next, aborted]) : await next;
      busy = false;
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
      signal?.throwIfAborted();
    }
  } finally {
    if (signal && onAbort) signal.removeEventListener("abort", onAbort);
    if (!finished && iterator.return) {
      const closing = Promise.resolve(iterator.return()).catch(() => {});
      if (!busy) await closing;
    }
  }
}
