import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The durable background-job queue (ARCHITECTURE.md, "Background jobs"). A worker claims the oldest
 * due job with `FOR UPDATE SKIP LOCKED` and holds it for a lease; a job whose worker died is claimed
 * again when its lease runs out. Plain SQL on one table, so it runs unchanged on PGlite and PostgreSQL.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    /** What to run (`voices.pvc.train`, …): the worker's handler table is keyed by it. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    workspaceId: text("workspace_id"),
    /** queued | running | succeeded | failed */
    state: text("state").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    /** Not claimed before this (retries back off). */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull(),
    /** While running: the claim is the worker's until then. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** 0–1, reported by the handler. */
    progress: doublePrecision("progress").notNull().default(0),
    /** The last attempt's error. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_due_idx").on(t.state, t.runAfter)],
);
