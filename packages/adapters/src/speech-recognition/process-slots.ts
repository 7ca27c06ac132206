/**
 * At most `size` recognizer processes at once, the rest wait in order. Each pocketsphinx process
 * loads a ~40 MB model and takes a core, so parallel requests queue here instead of each spawning
 * its own.
 */
export function processSlots(size: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (busy < size) busy++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
