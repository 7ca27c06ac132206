import type { WorkspaceRecord } from "../records.ts";
import { billingAnchorOf, creditPeriodAt } from "./credit-periods.ts";

/** Start of the workspace's current credit period (a whole number of months after its billing anchor). */
export function currentPeriodStart(workspace: WorkspaceRecord, now: Date): Date {
  return creditPeriodAt(billingAnchorOf(workspace), now).start;
}
