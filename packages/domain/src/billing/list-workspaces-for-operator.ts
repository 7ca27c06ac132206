import { readCreditPeriod } from "../credits/credit-period-state.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import type { OperatorContext } from "./operator-context.ts";

/** One line of `chorus workspaces list`. */
export interface OperatorWorkspaceLine {
  id: string;
  name: string;
  /** null when the owner's account is gone. */
  ownerEmail: string | null;
  tier: string;
  status: string;
  /** This period's `character_count` and `character_limit`, from the ledger. */
  characterCount: number;
  characterLimit: number;
}

/**
 * Every workspace with its owner and its subscription as stored (the tier and status the operator
 * sets; with `CHORUS_BILLING=off` the API reports enterprise whatever is stored), and this period's
 * credits as the ledger says. Reads only.
 */
export async function listWorkspacesForOperator(ctx: OperatorContext): Promise<OperatorWorkspaceLine[]> {
  const { store, clock } = ctx.ports;
  const now = clock.now();
  const lines: OperatorWorkspaceLine[] = [];
  for (const workspace of await store.workspaces.listAll()) {
    const [owner, credits] = await Promise.all([
      store.users.findById(workspace.ownerUserId),
      readCreditPeriod(store, workspace, now),
    ]);
    // The stored subscription, which is what the operator sets, even when billing is off.
    const summary = summarizeSubscription(workspace, now, credits, "on");
    lines.push({
      id: workspace.id,
      name: workspace.name,
      ownerEmail: owner?.email ?? null,
      tier: summary.tier,
      status: summary.status,
      characterCount: summary.characterCount,
      characterLimit: summary.characterLimit,
    });
  }
  return lines;
}
