import { planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import type { WorkspaceRecord } from "../records.ts";

export interface SubscriptionSummary {
  tier: SubscriptionTier;
  status: "trialing" | "active" | "incomplete" | "past_due" | "free" | "free_disabled";
  characterCount: number;
  characterLimit: number;
  /** How far past `characterLimit` the count may go when extension is allowed (spec 000 §5, §9); null = unlimited. */
  extraCharacterAllowance: number | null;
  nextResetAt: Date;
  voiceLimit: number;
  professionalVoiceLimit: number;
  /** Voice add or edit operations per month (spec 001 §9). */
  maxVoiceAddEdits: number;
  canUseInstantVoiceCloning: boolean;
  canUseProfessionalVoiceCloning: boolean;
  maxSeats: number;
}

/** The next monthly reset on the workspace's anniversary day, strictly after `now`. */
export function nextMonthlyReset(anchor: Date, now: Date): Date {
  const next = new Date(anchor);
  while (next <= now) next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The subscription: the tier stored on the workspace, its credits, slots, seats and cloning rights
 * from the plan catalogue, and `characterCount`, the credits used this period as the ledger says
 * (callers that need it read it with `workspaceCharacterCount`; the others may leave it 0). An unknown
 * stored tier counts as free, the most restrictive plan.
 */
export function summarizeSubscription(
  workspace: WorkspaceRecord,
  now: Date,
  characterCount = 0,
): SubscriptionSummary {
  const tier = (subscriptionTiers as readonly string[]).includes(workspace.tier)
    ? (workspace.tier as SubscriptionTier)
    : "free";
  const plan = planFor(tier);
  return {
    tier,
    status: workspace.subscriptionStatus as SubscriptionSummary["status"],
    characterCount,
    characterLimit: plan.monthlyCredits,
    extraCharacterAllowance: plan.extraCharacterAllowance,
    nextResetAt: nextMonthlyReset(workspace.createdAt, now),
    voiceLimit: plan.voiceSlots,
    professionalVoiceLimit: plan.professionalVoiceSlots,
    maxVoiceAddEdits: plan.voiceAddEditsPerMonth,
    canUseInstantVoiceCloning: plan.features.instantVoiceCloning,
    canUseProfessionalVoiceCloning: plan.features.professionalVoiceCloning,
    maxSeats: plan.maxSeats,
  };
}
