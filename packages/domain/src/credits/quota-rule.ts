import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

/**
 * Whether the workspace may go past its monthly credits (spec 000 §5: flag, permission, status
 * active or tier enterprise). Until billing brings the per-tier extension allowance, only an active
 * subscription or the enterprise tier may.
 */
export function canExtendQuota(summary: Pick<SubscriptionSummary, "status" | "tier">): boolean {
  return summary.status === "active" || summary.tier === "enterprise";
}

/** Spec 000 §5: over quota when the count plus the new text exceeds the limit, unless extension is allowed. */
export function isOverQuota(
  summary: Pick<SubscriptionSummary, "status" | "tier" | "characterLimit">,
  characterCount: number,
  cost: number,
): boolean {
  return characterCount + cost > summary.characterLimit && !canExtendQuota(summary);
}
