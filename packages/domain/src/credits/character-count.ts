import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { currentPeriodStart } from "./billing-period.ts";

/** Credits the workspace has used this period: its charges minus refunds in the ledger. */
export function workspaceCharacterCount(
  store: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
): Promise<number> {
  return store.creditLedger.sumForPeriod(workspace.id, currentPeriodStart(workspace, now));
}
