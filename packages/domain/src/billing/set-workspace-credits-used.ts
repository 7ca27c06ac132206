import { messages } from "@chorus/contract";
import { settleCreditPeriod } from "../credits/credit-period-state.ts";
import type { CreditLedgerKind } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { lockWorkspaceForOperator } from "./find-workspace-for-operator.ts";
import type { OperatorContext } from "./operator-context.ts";

/** What `set-credits` did: the count before and after, and the one ledger row it wrote (none when equal). */
export interface CreditsUsedChange {
  from: number;
  to: number;
  written: { kind: CreditLedgerKind; amount: number } | null;
}

/**
 * `chorus workspaces set-credits --used N`: makes this period's `character_count` N by writing one
 * ledger row for the difference, never by editing rows. The count is the period's charges minus its
 * refunds (an `adjustment` row moves the limit, not the count: rollover.ts), so the row is a
 * `charge` when the count goes up and a `refund` when it goes down, with an operator request id and
 * no API key (keys' own counts are left alone). The period is settled first, under the workspace
 * row's lock, as a charge does, so its grant and rollover are in place and nothing races the write.
 */
export async function setWorkspaceCreditsUsed(
  ctx: OperatorContext,
  input: { workspaceId: string; used: number },
): Promise<CreditsUsedChange> {
  if (!Number.isSafeInteger(input.used) || input.used < 0)
    throw DomainError.invalidField(["used"], messages.creditCountInvalid);
  const now = ctx.ports.clock.now();
  return ctx.ports.store.transaction(async (tx) => {
    const workspace = await lockWorkspaceForOperator(tx, input.workspaceId);
    const period = await settleCreditPeriod(tx, workspace, now);
    const difference = input.used - period.used;
    if (difference === 0) return { from: period.used, to: period.used, written: null };
    const written = { kind: difference > 0 ? "charge" : "refund", amount: Math.abs(difference) } as const;
    await tx.creditLedger.insertOnce({
      id: newId(),
      workspaceId: workspace.id,
      apiKeyId: null,
      requestId: `operator:${newId()}`,
      ...written,
      periodStart: period.start,
      createdAt: now,
    });
    return { from: period.used, to: input.used, written };
  });
}
