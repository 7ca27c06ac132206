import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { actOnSubscription } from "./act-on-subscription.ts";

/** `cancel-downgrade` (spec 000 §7): keep the current plan past the period's end ("Cancel Downgrade"). */
export async function cancelDowngrade(
  ctx: AuthenticatedContext,
  input: { idempotencyKey?: string | null },
): Promise<void> {
  await actOnSubscription(
    ctx,
    "cancel-downgrade",
    input.idempotencyKey,
    (workspace) => {
      if (workspace.pendingChangeKind !== "change")
        throw new DomainError("no_pending_change", messages.noPendingDowngrade);
    },
    (request) => ctx.ports.payments.clearScheduledChanges(request),
  );
}
