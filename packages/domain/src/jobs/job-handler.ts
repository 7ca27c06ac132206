import type { Ports } from "../context.ts";
import type { JobRecord } from "../records.ts";

/** What a handler runs with: the ports, its job, and a way to report progress (which also keeps its claim). */
export interface JobContext {
  ports: Ports;
  job: JobRecord;
  reportProgress(progress: number): Promise<void>;
}

/**
 * The code behind one kind of job. `run` must be safe to run again after a crash halfway (a job is
 * retried, or claimed again when its worker died); `onGaveUp` records the failure where the owner
 * will see it once the last attempt failed.
 */
export interface JobHandler {
  run(context: JobContext): Promise<void>;
  onGaveUp?(context: Omit<JobContext, "reportProgress">, error: string): Promise<void>;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;
