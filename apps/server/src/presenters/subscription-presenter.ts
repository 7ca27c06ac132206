import type { Subscription, SubscriptionResponse } from "@chorus/contract";
import type {
  InvoiceRecord,
  PendingSubscriptionChange,
  SubscriptionDetails,
  SubscriptionSummary,
  UpcomingInvoice,
  VoiceSlotUsage,
} from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Cents as the SDK's `Price.amount`, a decimal string ("12.50"). */
const decimalAmount = (cents: number) => (cents / 100).toFixed(2);

/** `SubscriptionResponse`, the subscription embedded in `GET /v1/user`. */
export function presentSubscriptionResponse(
  summary: SubscriptionSummary,
  usage: VoiceSlotUsage,
): SubscriptionResponse {
  const extension = summary.creditLimitExtension;
  return {
    tier: summary.tier,
    character_count: summary.characterCount,
    character_limit: summary.characterLimit,
    max_character_limit_extension: extension,
    max_credit_limit_extension: extension ?? "unlimited",
    can_extend_character_limit: summary.extensionRights.flag,
    allowed_to_extend_character_limit: summary.extensionRights.permission,
    next_character_count_reset_unix: unix(summary.nextResetAt),
    voice_slots_used: usage.voiceSlotsUsed,
    // Professional voices trained or in training; a workspace is one account here, so both agree.
    professional_voice_slots_used: usage.professionalVoiceSlotsUsed,
    professional_voice_slots_used_in_workspace: usage.professionalVoiceSlotsUsed,
    voice_limit: summary.voiceLimit,
    max_voice_add_edits: summary.maxVoiceAddEdits,
    voice_add_edit_counter: usage.voiceAddEditCounter,
    professional_voice_limit: summary.professionalVoiceLimit,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: summary.canUseInstantVoiceCloning,
    can_use_professional_voice_cloning: summary.canUseProfessionalVoiceCloning,
    currency: summary.currency,
    current_overage: { amount: decimalAmount(summary.overage.amountCents), currency: summary.currency },
    status: summary.status,
    billing_period: summary.billingPeriod,
    // Credits refresh monthly on every plan, annual ones included.
    character_refresh_period: "monthly_period",
    previously_subscribed_tiers: summary.previouslySubscribedTiers,
  };
}

/** An open invoice, or the upcoming renewal (due at the end of the billing cycle) with its discount. */
function presentInvoice(invoice: Pick<InvoiceRecord, "amountDueCents" | "dueAt"> | UpcomingInvoice) {
  const discount = "discount" in invoice ? invoice.discount : null;
  const discountFields = {
    discount_percent_off: discount?.percentOff ?? null,
    discount_amount_off: discount?.amountOffCents ?? null,
  };
  return {
    amount_due_cents: invoice.amountDueCents,
    ...("subtotalCents" in invoice ? { subtotal_cents: invoice.subtotalCents } : {}),
    ...(discount ? discountFields : {}),
    discounts: discount ? [discountFields] : [],
    next_payment_attempt_unix: invoice.dueAt ? unix(invoice.dueAt) : -1,
    payment_intent_statusses: [],
  };
}

function presentPendingChange(
  change: PendingSubscriptionChange,
): NonNullable<Subscription["pending_change"]> {
  if (change.kind === "cancellation") return { kind: "cancellation", timestamp_seconds: unix(change.at) };
  return {
    kind: "change",
    next_tier: change.tier,
    next_billing_period: change.billingPeriod,
    timestamp_seconds: unix(change.at),
  };
}

/** `Subscription`, the body of `GET /v1/user/subscription`. */
export function presentSubscription(details: SubscriptionDetails): Subscription {
  return {
    ...presentSubscriptionResponse(details, details.voiceUsage),
    next_invoice: details.nextInvoice ? presentInvoice(details.nextInvoice) : null,
    open_invoices: details.openInvoices.map(presentInvoice),
    has_open_invoices: details.openInvoices.length > 0,
    pending_change: details.pendingChange ? presentPendingChange(details.pendingChange) : null,
  };
}
