import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { actOnSubscription } from "./act-on-subscription.ts";

/** `renew-subscription` (spec 000 §7): undo a pending cancellation ("Do Not Cancel"). */
export async function renewSubscription(
  ctx: AuthenticatedContext,
  input: { idempotencyKey?: string | null },
): Promise<void> {
  await actOnSubscription(
    ctx,
    "renew-subscription",
    input.idempotencyKey,
    (workspace) => {
      if (workspace.pendingChangeKind !== "cancellation")
        throw new DomainError("no_pending_change", messages.noPendingCancellation);
    },
    (request) => ctx.ports.payments.clearScheduledChanges(request),
  );
}
