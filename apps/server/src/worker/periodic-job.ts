import type { Logger } from "@chorus/domain";

export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Runs `tick` every `intervalMs`, never two at once; `stop` waits for the running one to end. */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  logger: Logger,
  tick: () => Promise<void>,
): PeriodicJob {
  let running = true;
  let busy = false;
  let current: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!running || busy) return;
    busy = true;
    current = tick()
      .catch((error) => logger.error(`worker: ${name} failed`, { err: error }))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return {
    async stop() {
      running = false;
      clearInterval(timer);
      await current;
    },
  };
}
