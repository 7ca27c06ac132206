import { planBillingPeriods, planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { overageAmountCents } from "../billing/overage-rates.ts";
import type { DomainSettings } from "../context.ts";
import type { CreditPeriodState } from "../credits/credit-period-state.ts";
import { billingAnchorOf, billingCycleEnd, creditPeriodAt } from "../credits/credit-periods.ts";
import { extensionRightsOf, type QuotaExtensionRights, quotaExtension } from "../credits/quota-rule.ts";
import type { WorkspaceRecord } from "../records.ts";
import { tierOf } from "./seats.ts";

export const subscriptionStatuses = [
  "trialing",
  "active",
  "incomplete",
  "past_due",
  "free",
  "free_disabled",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

type BillingPeriod = WorkspaceRecord["billingPeriod"];

/** A change scheduled for the end of the billing period (`pending_change`). */
export type PendingSubscriptionChange =
  | { kind: "change"; tier: SubscriptionTier; billingPeriod: BillingPeriod; at: Date }
  | { kind: "cancellation"; at: Date };

export interface SubscriptionSummary {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  currency: WorkspaceRecord["currency"];
  billingPeriod: BillingPeriod;
  /** `character_count`: credits used this period, from the ledger. */
  characterCount: number;
  /** `character_limit`: this period's grant plus rollover and adjustments, from the ledger. */
  characterLimit: number;
  /** How far past `characterLimit` the count may go when extension is allowed (spec 000 §5, §9); null = unlimited. */
  extraCharacterAllowance: number | null;
  /** The stored flag and the permission it meets (spec 000 §5). */
  extensionRights: QuotaExtensionRights;
  /** How far past the limit the count may go now (0 when extension is not allowed); null = no cap. */
  creditLimitExtension: number | null;
  /** Credits past the limit this period (usage-based billing) and their price, in `currency` cents. */
  overage: { credits: number; amountCents: number };
  periodStartedAt: Date;
  nextResetAt: Date;
  /** When the billing cycle ends (the next invoice): the next reset, or the annual cycle's end. */
  billingCycleEndsAt: Date;
  voiceLimit: number;
  professionalVoiceLimit: number;
  /** Voice add or edit operations per month (spec 001 §9). */
  maxVoiceAddEdits: number;
  canUseInstantVoiceCloning: boolean;
  canUseProfessionalVoiceCloning: boolean;
  maxSeats: number;
  previouslySubscribedTiers: SubscriptionTier[];
  pendingChange: PendingSubscriptionChange | null;
}

const isTier = (value: string | null): value is SubscriptionTier =>
  value !== null && (subscriptionTiers as readonly string[]).includes(value);

function pendingChangeOf(workspace: WorkspaceRecord, cycleEnd: Date): PendingSubscriptionChange | null {
  const at = workspace.pendingChangeAt ?? cycleEnd;
  if (workspace.pendingChangeKind === "cancellation") return { kind: "cancellation", at };
  if (workspace.pendingChangeKind === "change" && isTier(workspace.pendingTier)) {
    const billingPeriod = workspace.pendingBillingPeriod ?? workspace.billingPeriod;
    return { kind: "change", tier: workspace.pendingTier, billingPeriod, at };
  }
  return null;
}

/**
 * The subscription: the state stored on the workspace (tier, status, currency, billing period,
 * switches, history, pending change), its credits, slots, seats and cloning rights from the plan
 * catalogue, and the current period's count and limit as the ledger says (`credits`, from
 * `readCreditPeriod`; callers that only need the tier may leave it out, and then get a count of 0
 * and the tier's monthly credits). An unknown stored tier counts as free, the most restrictive plan,
 * and an unknown status as free.
 *
 * With billing off (`CHORUS_BILLING=off`, `billing`) this is the one place that makes every workspace
 * an active enterprise workspace with unlimited credits: nothing is written to its row, so turning
 * billing back on finds the stored subscription untouched. The ledger's count and limit still read as
 * they are (usage keeps showing); only the ceiling goes, and nothing is owed.
 */
export function summarizeSubscription(
  workspace: WorkspaceRecord,
  now: Date,
  credits: CreditPeriodState | undefined,
  // Required, so no reader forgets it: with billing off every workspace reads as enterprise.
  billing: DomainSettings["billing"],
): SubscriptionSummary {
  if (billing === "off") return withoutBilling(summarizeSubscription(workspace, now, credits, "on"));
  const tier = tierOf(workspace);
  const plan = planFor(tier);
  const status = (subscriptionStatuses as readonly string[]).includes(workspace.subscriptionStatus)
    ? (workspace.subscriptionStatus as SubscriptionStatus)
    : "free";
  const billingPeriod = (planBillingPeriods as readonly string[]).includes(workspace.billingPeriod)
    ? workspace.billingPeriod
    : "monthly_period";
  const anchor = billingAnchorOf(workspace);
  const period = creditPeriodAt(anchor, now);
  const characterCount = credits?.used ?? 0;
  const characterLimit = credits?.limit ?? plan.monthlyCredits;
  const extensionRights = extensionRightsOf(workspace, tier);
  const overageCredits = Math.max(0, characterCount - characterLimit);
  const billingCycleEndsAt = billingCycleEnd(anchor, billingPeriod, now);
  return {
    tier,
    status,
    currency: workspace.currency === "eur" ? "eur" : "usd",
    billingPeriod,
    characterCount,
    characterLimit,
    extraCharacterAllowance: plan.extraCharacterAllowance,
    extensionRights,
    creditLimitExtension: quotaExtension(
      { tier, status, extraCharacterAllowance: plan.extraCharacterAllowance },
      extensionRights,
    ),
    overage: { credits: overageCredits, amountCents: overageAmountCents(tier, overageCredits) },
    periodStartedAt: credits?.start ?? period.start,
    nextResetAt: credits?.end ?? period.end,
    billingCycleEndsAt,
    voiceLimit: plan.voiceSlots,
    professionalVoiceLimit: plan.professionalVoiceSlots,
    maxVoiceAddEdits: plan.voiceAddEditsPerMonth,
    canUseInstantVoiceCloning: plan.features.instantVoiceCloning,
    canUseProfessionalVoiceCloning: plan.features.professionalVoiceCloning,
    maxSeats: plan.maxSeats,
    previouslySubscribedTiers: workspace.previouslySubscribedTiers.filter(isTier),
    pendingChange: pendingChangeOf(workspace, billingCycleEndsAt),
  };
}

/** The summary of a server without billing: enterprise, active, no ceiling, nothing owed or pending. */
function withoutBilling(summary: SubscriptionSummary): SubscriptionSummary {
  const plan = planFor("enterprise");
  return {
    ...summary,
    tier: "enterprise",
    status: "active",
    extraCharacterAllowance: null,
    extensionRights: { flag: true, permission: true },
    creditLimitExtension: null,
    overage: { credits: 0, amountCents: 0 },
    voiceLimit: plan.voiceSlots,
    professionalVoiceLimit: plan.professionalVoiceSlots,
    maxVoiceAddEdits: plan.voiceAddEditsPerMonth,
    canUseInstantVoiceCloning: plan.features.instantVoiceCloning,
    canUseProfessionalVoiceCloning: plan.features.professionalVoiceCloning,
    maxSeats: plan.maxSeats,
    pendingChange: null,
  };
}
