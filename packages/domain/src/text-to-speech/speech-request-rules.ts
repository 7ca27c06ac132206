import {
  defaultTtsModelId,
  findTtsModel,
  messages,
  type SubscriptionTier,
  singleRequestCharacterLimit,
  type TtsModel,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";

/**
 * The model a speech request names (the default when none), refusing an unknown one and the features
 * this server does not offer yet. Shared by text to speech, dialogue and the WebSockets so they refuse
 * the same things with the same errors.
 */
export function resolveSpeechModel(input: {
  modelId?: string | null;
  audioEffects?: Record<string, unknown> | null;
}): TtsModel {
  const modelId = input.modelId ?? defaultTtsModelId;
  const model = findTtsModel(modelId);
  if (!model) throw new DomainError("model_not_found", messages.modelNotFound(modelId));
  if (input.audioEffects && Object.keys(input.audioEffects).length > 0) {
    throw new DomainError("unsupported_feature", messages.unsupportedFeature("audio_effects"));
  }
  return model;
}

/** The caller's workspace tier as billing sees it now (enterprise when billing is off). */
export async function currentTier(ctx: AuthenticatedContext): Promise<SubscriptionTier> {
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  return workspace
    ? summarizeSubscription(workspace, ctx.ports.clock.now(), undefined, ctx.ports.settings.billing).tier
    : "free";
}

/** The single-request character limit (spec 001 §9: 2,500 unsubscribed, 5,000 subscribed; the model's own if lower). */
export function assertWithinRequestLimit(length: number, model: TtsModel, tier: SubscriptionTier): void {
  const limit = Math.min(
    model.maximumTextLengthPerRequest,
    tier === "free" ? singleRequestCharacterLimit.unsubscribed : singleRequestCharacterLimit.subscribed,
  );
  if (length > limit) {
    throw new DomainError("max_character_limit_exceeded", messages.maxCharacterLimitExceeded(length, limit));
  }
}
