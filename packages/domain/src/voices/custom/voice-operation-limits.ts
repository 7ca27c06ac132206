import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { summarizeSubscription } from "../../workspaces/subscription-summary.ts";

/** The calendar month (UTC) the monthly add/edit limit counts in. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The plan's voice limits for an add (`adding`: a new voice takes a slot and needs instant cloning,
 * Starter or higher) or an edit: voice slots and the monthly add/edit operations (spec 001 §9),
 * read from the subscription summary so a server without billing is unlimited like enterprise.
 * Called once before the slow work (decoding, fitting) and again inside the writing transaction
 * with the workspace row locked, so two concurrent adds cannot both take the last slot.
 */
export async function assertVoiceOperationAllowed(
  ctx: AuthenticatedContext,
  repositories: Repositories,
  options: { adding: boolean; locked: boolean },
): Promise<void> {
  const workspace = options.locked
    ? await repositories.workspaces.lockById(ctx.workspaceId)
    : await repositories.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.notFound);
  const now = ctx.ports.clock.now();
  const summary = summarizeSubscription(workspace, now, undefined, ctx.ports.settings.billing);
  if (options.adding) {
    if (!summary.canUseInstantVoiceCloning)
      throw new DomainError("only_for_starter+", messages.instantCloningNeedsStarter);
    const used = await repositories.customVoices.countForWorkspace(ctx.workspaceId);
    if (used >= summary.voiceLimit) throw new DomainError("voice_limit_reached", messages.voiceLimitReached);
  }
  const operations = await repositories.customVoices.countOperationsSince(ctx.workspaceId, monthStart(now));
  if (operations >= summary.maxVoiceAddEdits)
    throw new DomainError("voice_add_edit_limit_reached", messages.voiceAddEditLimitReached);
}
