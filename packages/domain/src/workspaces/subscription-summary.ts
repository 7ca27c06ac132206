import {
  maxSeatsByTier,
  monthlyCreditsByTier,
  type SubscriptionTier,
  subscriptionTiers,
} from "@chorus/contract";
import type { WorkspaceRecord } from "../records.ts";

export interface SubscriptionSummary {
  tier: SubscriptionTier;
  status: "trialing" | "active" | "incomplete" | "past_due" | "free" | "free_disabled";
  characterCount: number;
  characterLimit: number;
  nextResetAt: Date;
  voiceLimit: number;
  professionalVoiceLimit: number;
  canUseInstantVoiceCloning: boolean;
  canUseProfessionalVoiceCloning: boolean;
  maxSeats: number;
}

const tierRank = (tier: SubscriptionTier) => subscriptionTiers.indexOf(tier);

/** The next monthly reset on the workspace's anniversary day, strictly after `now`. */
export function nextMonthlyReset(anchor: Date, now: Date): Date {
  const next = new Date(anchor);
  while (next <= now) next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The subscription: the tier stored on the workspace, its monthly credits and seats from the spec,
 * and `characterCount`, the credits used this period as the ledger says (callers that need it read
 * it with `workspaceCharacterCount`; the others may leave it 0).
 */
export function summarizeSubscription(
  workspace: WorkspaceRecord,
  now: Date,
  characterCount = 0,
): SubscriptionSummary {
  const tier = (subscriptionTiers as readonly string[]).includes(workspace.tier)
    ? (workspace.tier as SubscriptionTier)
    : "free";
  return {
    tier,
    status: workspace.subscriptionStatus as SubscriptionSummary["status"],
    characterCount,
    characterLimit: monthlyCreditsByTier[tier] ?? monthlyCreditsByTier.free!,
    nextResetAt: nextMonthlyReset(workspace.createdAt, now),
    voiceLimit: tier === "free" ? 3 : 10,
    professionalVoiceLimit: tierRank(tier) >= tierRank("creator") ? 1 : 0,
    canUseInstantVoiceCloning: tierRank(tier) >= tierRank("starter"),
    canUseProfessionalVoiceCloning: tierRank(tier) >= tierRank("creator"),
    maxSeats: maxSeatsByTier[tier],
  };
}
