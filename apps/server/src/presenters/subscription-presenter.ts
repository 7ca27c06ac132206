import type { Subscription, SubscriptionResponse } from "@chorus/contract";
import type { SubscriptionSummary } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** `SubscriptionResponse`, the subscription embedded in `GET /v1/user`. */
export function presentSubscriptionResponse(summary: SubscriptionSummary): SubscriptionResponse {
  return {
    tier: summary.tier,
    character_count: summary.characterCount,
    character_limit: summary.characterLimit,
    max_character_limit_extension: null,
    max_credit_limit_extension: 0,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    next_character_count_reset_unix: unix(summary.nextResetAt),
    voice_slots_used: 0,
    professional_voice_slots_used: 0,
    professional_voice_slots_used_in_workspace: 0,
    voice_limit: summary.voiceLimit,
    max_voice_add_edits: null,
    voice_add_edit_counter: 0,
    professional_voice_limit: summary.professionalVoiceLimit,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: summary.canUseInstantVoiceCloning,
    can_use_professional_voice_cloning: summary.canUseProfessionalVoiceCloning,
    currency: summary.tier === "free" ? null : "usd",
    current_overage: { amount: "0.00", currency: "usd" },
    status: summary.status,
    billing_period: summary.tier === "free" ? null : "monthly_period",
    character_refresh_period: "monthly_period",
  };
}

/** `Subscription`, the body of `GET /v1/user/subscription`. */
export function presentSubscription(summary: SubscriptionSummary): Subscription {
  return {
    ...presentSubscriptionResponse(summary),
    next_invoice: null,
    open_invoices: [],
    has_open_invoices: false,
    pending_change: null,
  };
}
