/** An iterable whose first item may be asked for before anyone reads it. */
export interface HeadStart<T> {
  items: AsyncIterable<T>;
  /** Begins making the first item now (once; later calls do nothing). */
  start(): void;
  /** Ends the source when nobody will read it (a refused request). */
  cancel(): void;
}

/**
 * Lets what precedes a stream's first item (an engine's first piece and its encoding) run while the caller
 * does something else first (reserves the credits): `start` asks the source for its first item, which is
 * held until `items` is read. At most that one item is held; everything after it is pulled as read.
 */
export function withHeadStart<T>(source: AsyncIterable<T>): HeadStart<T> {
  const iterator = source[Symbol.asyncIterator]();
  let started = false;
  let head: Promise<IteratorResult<T>> | undefined;
  return {
    start() {
      if (started) return;
      started = true;
      head = iterator.next();
      // Read (and its failure seen) by the first `next`; a head nobody reads must not fail the process.
      head.catch(() => {});
    },
    cancel() {
      head = undefined;
      iterator.return?.().catch(() => {});
    },
    items: {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          started = true;
          const first = head;
          head = undefined;
          return first ?? iterator.next();
        },
        return: async (value?: unknown) => {
          head = undefined;
          return (await iterator.return?.(value)) ?? { done: true, value: undefined };
        },
      }),
    },
  };
}
