import type { Ports } from "../context.ts";
import { isDomainError } from "../shared/domain-error.ts";
import type { JobHandlers } from "./job-handler.ts";

/** A claim lasts this long without news; every progress report renews it. */
export const jobLeaseMs = 10 * 60_000;
/** Retries wait 30 s, then 2 min, then 8 min, …: a passing problem (a busy disk, a restart) gets time to clear. */
const retryDelayMs = (attempt: number) => 30_000 * 4 ** Math.max(0, attempt - 1);

const describe = (error: unknown) =>
  isDomainError(error) ? error.message : error instanceof Error ? error.message : String(error);

/**
 * Claims the oldest due job and runs its handler. A handler that throws is retried later with
 * back-off until its attempts are used up, then the job fails and the handler's `onGaveUp` records
 * it. A job of a kind this process has no handler for fails at once (a typo must not loop).
 * Resolves false when no job was due.
 */
export async function runNextJob(ports: Ports, handlers: JobHandlers): Promise<boolean> {
  const lease = () => new Date(ports.clock.now().getTime() + jobLeaseMs);
  const job = await ports.store.jobs.claimNext(ports.clock.now(), lease());
  if (!job) return false;
  const handler = handlers[job.kind];
  if (!handler) {
    await ports.store.jobs.fail(job.id, `no handler for jobs of kind ${job.kind}`, ports.clock.now());
    return true;
  }
  try {
    await handler.run({
      ports,
      job,
      reportProgress: (progress) =>
        ports.store.jobs.reportProgress(
          job.id,
          Math.min(1, Math.max(0, progress)),
          ports.clock.now(),
          lease(),
        ),
    });
    await ports.store.jobs.succeed(job.id, ports.clock.now());
  } catch (error) {
    const message = describe(error);
    ports.logger.warn("job failed", { id: job.id, kind: job.kind, attempt: job.attempts, err: error });
    const now = ports.clock.now();
    if (job.attempts < job.maxAttempts) {
      await ports.store.jobs.retryLater(
        job.id,
        message,
        new Date(now.getTime() + retryDelayMs(job.attempts)),
        now,
      );
    } else {
      await ports.store.jobs.fail(job.id, message, now);
      await handler.onGaveUp?.({ ports, job }, message);
    }
  }
  return true;
}

/** Runs due jobs one after another until none is due (the worker's tick; tests drain the queue with it). */
export async function runDueJobs(ports: Ports, handlers: JobHandlers): Promise<number> {
  let ran = 0;
  while (await runNextJob(ports, handlers)) ran++;
  return ran;
}
