import type { AuthenticatedContext } from "../context.ts";
import { actOnSubscription } from "./act-on-subscription.ts";

/**
 * `cancel-subscription` (spec 000 §7): the subscription ends at the end of the billing period (the
 * person keeps what they paid for until then); the provider's event then moves the workspace to free.
 */
export async function cancelSubscription(
  ctx: AuthenticatedContext,
  input: { idempotencyKey?: string | null },
): Promise<void> {
  await actOnSubscription(
    ctx,
    "cancel-subscription",
    input.idempotencyKey,
    () => {},
    (request) => ctx.ports.payments.cancelAtPeriodEnd(request),
  );
}
