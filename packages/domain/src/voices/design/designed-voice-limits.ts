import { messages, voiceDesignLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { summarizeSubscription } from "../../workspaces/subscription-summary.ts";
import { assertVoiceOperationAllowed } from "../custom/voice-operation-limits.ts";

/**
 * Whether the workspace may add a designed voice (issue 5 §2, spec 001 §9): at most 10 designed
 * voices on the free plan, a free voice slot, and the monthly add/edit operations (the same rule
 * cloning follows, voice-operation-limits.ts). Design needs no paid plan, unlike instant cloning.
 * With billing off the summary reports enterprise, so none of these limits bites. Called before
 * the write and again inside it with the workspace row locked.
 */
export async function assertDesignedVoiceAllowed(
  ctx: AuthenticatedContext,
  repositories: Repositories,
  options: { locked: boolean },
): Promise<void> {
  const workspace = options.locked
    ? await repositories.workspaces.lockById(ctx.workspaceId)
    : await repositories.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.notFound);
  const summary = summarizeSubscription(
    workspace,
    ctx.ports.clock.now(),
    undefined,
    ctx.ports.settings.billing,
  );
  const voices = await repositories.customVoices.listForWorkspace(ctx.workspaceId);
  const designed = voices.filter((voice) => voice.category === "generated").length;
  if (summary.tier === "free" && designed >= voiceDesignLimits.maxDesignedVoicesOnFree)
    throw new DomainError(
      "designed_voice_limit_reached",
      messages.designedVoiceLimitReached(voiceDesignLimits.maxDesignedVoicesOnFree),
    );
  if (voices.length >= summary.voiceLimit)
    throw new DomainError("voice_limit_reached", messages.voiceLimitReached);
  // The monthly add/edit operations, exactly as cloning counts them (the row is already locked if asked).
  await assertVoiceOperationAllowed(ctx, repositories, { adding: false, locked: false });
}
