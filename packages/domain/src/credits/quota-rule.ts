import { planFor, type SubscriptionTier } from "@chorus/contract";
import type { WorkspaceRecord } from "../records.ts";
import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

/**
 * The two workspace switches of spec 000 §5's extension rule, named after the subscription fields
 * the SDK reports them in.
 */
export interface QuotaExtensionRights {
  /** The flag, `can_extend_character_limit`: the workspace turned extension (usage-based billing) on. */
  flag: boolean;
  /** The permission, `allowed_to_extend_character_limit`: the workspace is permitted to extend. */
  permission: boolean;
}

/**
 * The workspace's stored switches. The flag is off until the workspace turns usage-based billing on;
 * the permission is held wherever the plan offers usage-based billing (not free, Starter, grants or
 * trial) unless it was revoked on the workspace.
 */
export function extensionRightsOf(
  workspace: Pick<WorkspaceRecord, "canExtendCharacterLimit" | "allowedToExtendCharacterLimit">,
  tier: SubscriptionTier,
): QuotaExtensionRights {
  return {
    flag: workspace.canExtendCharacterLimit,
    permission: workspace.allowedToExtendCharacterLimit && planFor(tier).features.usageBasedBilling,
  };
}

type QuotaSubject = Pick<SubscriptionSummary, "status" | "tier">;
type QuotaLimits = QuotaSubject & Pick<SubscriptionSummary, "characterLimit" | "extraCharacterAllowance">;

/**
 * Spec 000 §5: extension is allowed when the flag is set, the permission is held, and the status is
 * active or the tier is enterprise (an enterprise deal bills by contract whatever its status says).
 */
export function canExtendQuota(summary: QuotaSubject, rights: QuotaExtensionRights): boolean {
  return rights.flag && rights.permission && (summary.status === "active" || summary.tier === "enterprise");
}

/**
 * How far past the limit the count may go: 0 when extension is not allowed, else the tier's extra
 * allowance (spec 000 §9). null = no cap (an unlimited allowance). `max_credit_limit_extension`.
 */
export function quotaExtension(
  summary: Pick<QuotaLimits, "status" | "tier" | "extraCharacterAllowance">,
  rights: QuotaExtensionRights,
): number | null {
  return canExtendQuota(summary, rights) ? summary.extraCharacterAllowance : 0;
}

/** The most the period's count may reach: the limit plus the extension. null = no ceiling. */
export function quotaCeiling(summary: QuotaLimits, rights: QuotaExtensionRights): number | null {
  const extension = quotaExtension(summary, rights);
  return extension === null ? null : summary.characterLimit + extension;
}

/**
 * Spec 000 §5: over quota when the count plus the new text exceeds the limit, unless extension is
 * allowed, in which case it may go up to the limit plus the tier's extra allowance.
 */
export function isOverQuota(
  summary: QuotaLimits,
  characterCount: number,
  cost: number,
  rights: QuotaExtensionRights,
): boolean {
  const ceiling = quotaCeiling(summary, rights);
  return ceiling !== null && characterCount + cost > ceiling;
}
