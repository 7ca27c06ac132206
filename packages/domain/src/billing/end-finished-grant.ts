import type { DomainSettings } from "../context.ts";
import { readCreditPeriod } from "../credits/credit-period-state.ts";
import type { Repositories, Store } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { grantEndOf, grantEndPatch, isGrantTier } from "./grant-rule.ts";

/**
 * Ends the workspace's grant if it is over (grant-rule.ts) and answers the workspace as it now is.
 * Call it inside a transaction that holds the workspace row (`workspaces.lockById`), as the charge
 * path does, so the check and the write see the same ledger. Ending is idempotent: once ended the
 * workspace is no longer on a grant tier, so a second call changes nothing. With billing off nothing
 * is written (the stored subscription stays as it was, spec: `CHORUS_BILLING=off`).
 */
export async function endFinishedGrant(
  tx: Pick<Repositories, "workspaces" | "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
  billing: DomainSettings["billing"],
): Promise<WorkspaceRecord> {
  if (billing === "off" || !isGrantTier(workspace.tier)) return workspace;
  const credits = await readCreditPeriod(tx, workspace, now);
  if (!grantEndOf(workspace, credits, now)) return workspace;
  return tx.workspaces.update(workspace.id, grantEndPatch(workspace, now));
}

/**
 * For reads of the subscription: checks without a lock (most workspaces are not on a grant, and a
 * running grant needs no write), and only when the grant is over ends it in a transaction under the
 * row lock, re-checking there so concurrent readers end it once.
 */
export async function endFinishedGrantOnRead(
  store: Store,
  workspace: WorkspaceRecord,
  now: Date,
  billing: DomainSettings["billing"],
): Promise<WorkspaceRecord> {
  if (billing === "off" || !isGrantTier(workspace.tier)) return workspace;
  if (!grantEndOf(workspace, await readCreditPeriod(store, workspace, now), now)) return workspace;
  return store.transaction(async (tx) => {
    const locked = await tx.workspaces.lockById(workspace.id);
    return locked ? endFinishedGrant(tx, locked, now, billing) : workspace;
  });
}
