export * from "./domain-job-handlers.ts";
export * from "./enqueue-job.ts";
export * from "./job-handler.ts";
export * from "./run-next-job.ts";
