import type { WorkspaceRecord } from "../records.ts";
import { nextMonthlyReset } from "../workspaces/subscription-summary.ts";

/** Start of the workspace's current credit period: the month that ends at its next monthly reset. */
export function currentPeriodStart(workspace: WorkspaceRecord, now: Date): Date {
  const start = nextMonthlyReset(workspace.createdAt, now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}
