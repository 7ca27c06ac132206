import { messages } from "@chorus/contract";
import { endFinishedGrantOnRead } from "../billing/end-finished-grant.ts";
import type { AuthenticatedContext } from "../context.ts";
import { concurrencyLimitFor } from "../credits/concurrency-limits.ts";
import { readCreditPeriod } from "../credits/credit-period-state.ts";
import { paymentProblemError, paymentProblemOf } from "../credits/payment-problem.ts";
import { DomainError } from "../shared/domain-error.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { generationConcurrencyKey, tooManyConcurrentRequests } from "./acquire-generation-slot.ts";
import { creditRefusal } from "./credit-refusals.ts";

/**
 * The refusals of metered work that do not need its input, for uploads (speech to text, the voice
 * changer, voice isolation, forced alignment) whose cost follows a duration only decoding tells:
 * checked before the upload is read, so nobody sends 1,000 MB to be refused afterwards.
 *
 * - a payment problem (402 `payment_required`), as the charge would answer;
 * - no credit left at all: the quota (spec 000 §5, with its extension) or the API key's own
 *   `character_limit` would refuse even one credit (401 `quota_exceeded`);
 * - for work that takes a concurrency slot (`concurrencyGroup`), every slot of the group taken now
 *   (429 `too_many_concurrent_requests`).
 *
 * Read-only (a grant that is over is ended as any read of the subscription does); the slot and the
 * reservation check again under their own locks once the cost is known (`beginPaidWork`).
 */
export async function assertCanRunMeteredWork(
  ctx: AuthenticatedContext,
  options: { concurrencyGroup?: "standard" | "turbo" } = {},
): Promise<void> {
  const { store, clock, settings } = ctx.ports;
  const found = await store.workspaces.findById(ctx.workspaceId);
  if (!found) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const now = clock.now();
  const workspace = await endFinishedGrantOnRead(store, found, now, settings.billing);
  const period = await readCreditPeriod(store, workspace, now);
  const summary = summarizeSubscription(workspace, now, period, settings.billing);
  const problem = paymentProblemOf(summary);
  if (problem) throw paymentProblemError(problem);
  const key =
    ctx.actor.kind === "api_key"
      ? await store.apiKeys.findInWorkspace(workspace.id, ctx.actor.apiKeyId)
      : undefined;
  const refusal = creditRefusal(summary, period.used, 1, key);
  if (refusal) throw refusal;
  if (options.concurrencyGroup) {
    const maximum = concurrencyLimitFor(summary.tier, options.concurrencyGroup);
    const running = ctx.ports.concurrency.inUse(
      generationConcurrencyKey(workspace.id, options.concurrencyGroup),
    );
    if (running >= maximum) throw tooManyConcurrentRequests(running, maximum);
  }
}
