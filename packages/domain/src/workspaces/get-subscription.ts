import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { workspaceCharacterCount } from "../credits/character-count.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type SubscriptionSummary, summarizeSubscription } from "./subscription-summary.ts";

/** The subscription of the caller's workspace. */
export async function getSubscription(ctx: AuthenticatedContext): Promise<SubscriptionSummary> {
  requirePermission(ctx, "user_read");
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const now = ctx.ports.clock.now();
  return summarizeSubscription(
    workspace,
    now,
    await workspaceCharacterCount(ctx.ports.store, workspace, now),
  );
}
