import type { Ports } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { newId } from "../shared/ids.ts";

/** Attempts before a job is given up: one run and two retries. */
export const defaultMaxAttempts = 3;

/**
 * Queues a background job (run by the worker role, jobs/run-next-job.ts). `store` may be a
 * transaction's repositories, so a job is queued together with the rows that ask for it.
 */
export async function enqueueJob(
  ports: Pick<Ports, "clock">,
  store: Pick<Repositories, "jobs">,
  job: { kind: string; payload: Record<string, unknown>; workspaceId: string | null; maxAttempts?: number },
): Promise<string> {
  const id = newId();
  const now = ports.clock.now();
  await store.jobs.enqueue({
    id,
    kind: job.kind,
    payload: job.payload,
    workspaceId: job.workspaceId,
    maxAttempts: job.maxAttempts ?? defaultMaxAttempts,
    runAfter: now,
    createdAt: now,
  });
  return id;
}
