import { messages, type TtsModel } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { ConcurrencySlot } from "../credits/concurrency-limiter.ts";
import { concurrencyLimitFor } from "../credits/concurrency-limits.ts";
import { DomainError } from "../shared/domain-error.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";

/** How long a request over the limit waits in line for a slot before it is refused. */
export const concurrencyWaitMs = 2_000;

/**
 * Takes one of the workspace's concurrent-generation slots (per tier, doubled for turbo models),
 * waiting briefly in a fair queue; refused with `too_many_concurrent_requests` when none comes
 * free. Standard and turbo models count in separate groups. The caller releases the slot when its
 * response ends.
 */
export async function acquireGenerationSlot(
  ctx: AuthenticatedContext,
  model: Pick<TtsModel, "concurrencyGroup">,
): Promise<ConcurrencySlot> {
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  const tier = workspace
    ? summarizeSubscription(workspace, ctx.ports.clock.now(), undefined, ctx.ports.settings.billing).tier
    : "free";
  const maximum = concurrencyLimitFor(tier, model.concurrencyGroup);
  const key = generationConcurrencyKey(ctx.workspaceId, model.concurrencyGroup);
  const slot = await ctx.ports.concurrency.acquire(key, maximum, concurrencyWaitMs);
  if (!slot) throw tooManyConcurrentRequests(ctx.ports.concurrency.inUse(key), maximum);
  return slot;
}

/** `too_many_concurrent_requests`, with the counts the route reports in its headers. */
export const tooManyConcurrentRequests = (current: number, maximum: number) =>
  new DomainError("too_many_concurrent_requests", messages.concurrencyLimitExceeded, {
    extra: { current_concurrent_requests: current, maximum_concurrent_requests: maximum },
  });

/** The limiter key of a workspace's generations in one concurrency group. */
export const generationConcurrencyKey = (workspaceId: string, group: "standard" | "turbo") =>
  `tts:${workspaceId}:${group}`;
