import type { Logger } from "@chorus/domain";

export interface PeriodicJob {
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs` (and once at once with `atStart`), never two at once; `stop` waits
 * for the running one to end.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  logger: Logger,
  tick: () => Promise<void>,
  options: { atStart?: boolean } = {},
): PeriodicJob {
  let running = true;
  let busy = false;
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    if (!running || busy) return;
    busy = true;
    current = tick()
      .catch((error) => logger.error(`worker: ${name} failed`, { err: error }))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  if (options.atStart) run();
  return {
    async stop() {
      running = false;
      clearInterval(timer);
      await current;
    },
  };
}
