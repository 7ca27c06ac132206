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
 * What a caller that does not know the switches gets: both held, so extension depends on the status
 * and tier alone, as it did before the rights existed (the workspace does not store them yet).
 */
export const extensionRightsNotStored: QuotaExtensionRights = { flag: true, permission: true };

type QuotaSubject = Pick<SubscriptionSummary, "status" | "tier">;
type QuotaLimits = QuotaSubject & Pick<SubscriptionSummary, "characterLimit" | "extraCharacterAllowance">;

/**
 * Spec 000 §5: extension is allowed when the flag is set, the permission is held, and the status is
 * active or the tier is enterprise (an enterprise deal bills by contract whatever its status says).
 */
export function canExtendQuota(
  summary: QuotaSubject,
  rights: QuotaExtensionRights = extensionRightsNotStored,
): boolean {
  return rights.flag && rights.permission && (summary.status === "active" || summary.tier === "enterprise");
}

/**
 * The most the period's count may reach: the limit, or, when extension is allowed, the limit plus the
 * tier's extra allowance (spec 000 §9). null = no ceiling (an unlimited allowance).
 */
export function quotaCeiling(
  summary: QuotaLimits,
  rights: QuotaExtensionRights = extensionRightsNotStored,
): number | null {
  if (!canExtendQuota(summary, rights)) return summary.characterLimit;
  if (summary.extraCharacterAllowance === null) return null;
  return summary.characterLimit + summary.extraCharacterAllowance;
}

/**
 * Spec 000 §5: over quota when the count plus the new text exceeds the limit, unless extension is
 * allowed, in which case it may go up to the limit plus the tier's extra allowance.
 */
export function isOverQuota(
  summary: QuotaLimits,
  characterCount: number,
  cost: number,
  rights: QuotaExtensionRights = extensionRightsNotStored,
): boolean {
  const ceiling = quotaCeiling(summary, rights);
  return ceiling !== null && characterCount + cost > ceiling;
}
