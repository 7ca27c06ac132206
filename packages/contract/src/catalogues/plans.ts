/**
 * The plan catalogue, shared by the server (limits, gates, checkout) and the web app (pricing cards).
 * Every figure comes from the spec where it gives one: spec 000 §2 (pricing cards), §4 (tier order),
 * §6 (seats), §9 (credits, prices, extra allowance) and spec 001 §6 "Plans:" (feature gates) and §9
 * (credits, voice add/edit operations, promo amounts). Where the spec is silent the comment on the
 * figure says where it comes from instead: ElevenLabs' published plan values, or a Chorus choice when
 * ElevenLabs publishes none (grants, trial, enterprise).
 */

/** Spec 000 §4 "Tier order". Every per-tier rule that says "from X on" reads this order. */
export const subscriptionTiers = [
  "free",
  "grant_tier_1_2025_07_23",
  "grant_tier_2_2025_07_23",
  "starter",
  "creator",
  "pro",
  "growing_business",
  "scale_2024_08_10",
  "trial",
  "enterprise",
] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** Spec 000 §9 "Currencies USD and EUR". */
export const planCurrencies = ["usd", "eur"] as const;
export type PlanCurrency = (typeof planCurrencies)[number];

/** The periods the pricing cards switch between (spec 000 §3 `billing_period` values). */
export const planBillingPeriods = ["monthly_period", "annual_period"] as const;
export type PlanBillingPeriod = (typeof planBillingPeriods)[number];

/** Prices in cents of the currency. */
export interface PlanPrice {
  monthly: number;
  /** Ten months' price: "yearly shows 2 months free" (spec 001 §9), as spec 000 §9's yearly figures are. */
  yearly: number;
}

export interface PlanFeatures {
  /** Spec 001 §6: "instant cloning needs at least Starter". */
  instantVoiceCloning: boolean;
  /** Spec 001 §6: professional cloning needs at least Creator. */
  professionalVoiceCloning: boolean;
  /** Spec 001 §6: Audio Native needs at least Creator. */
  audioNative: boolean;
  /** Spec 001 §6: Voiceover Studio needs at least Creator. */
  voiceoverStudio: boolean;
  /** 192 kbps mp3 (spec 001 §9 "192 kbps higher and API"): Creator and above, as ElevenLabs publishes. */
  mp3HighBitrate: boolean;
  /** 44.1 kHz PCM (and WAV, which is PCM in a container): Pro and above, as ElevenLabs publishes. */
  pcm44100: boolean;
  /** Spec 001 §6: "Creator and above remove the video watermark". */
  watermarkFreeVideo: boolean;
  /**
   * Usage-based billing (overage invoiced as `current_overage`): spec 001 §6 "Starter has no
   * usage-based billing", §4 "Grant recipients cannot enable usage-based billing"; free has nothing to
   * bill against. Trial: a Chorus choice, no (a trial is not invoiced).
   */
  usageBasedBilling: boolean;
}

export interface Plan {
  tier: SubscriptionTier;
  /** Spec 000 §2: growing_business shows as Scale, scale_2024_08_10 as Business. */
  displayName: string;
  /** Paid now or at some point (the Creator offer rule of spec 000 §4 reads it): grants, trial and free are not. */
  paid: boolean;
  /** On the pricing cards of spec 000 §2, bought through checkout. */
  selfServe: boolean;
  /** Spec 000 §2: "creator (recommended)". */
  recommended: boolean;
  monthlyCredits: number;
  /** List prices in cents; null when the plan has none (grants, trial, enterprise are not sold on the cards). */
  prices: Record<PlanCurrency, PlanPrice> | null;
  /**
   * Spec 000 §9 "Extra character allowance by tier": how far past `monthlyCredits` the count may go
   * when extension is allowed (spec 000 §5). null = unlimited. 0 where the spec names none (free,
   * starter), which also matches "Starter has no usage-based billing".
   */
  extraCharacterAllowance: number | null;
  /** Spec 000 §6. */
  maxSeats: number;
  /** Custom voice slots (`voice_limit`). */
  voiceSlots: number;
  /** Professional voice clone slots (`professional_voice_limit`). */
  professionalVoiceSlots: number;
  /** Voice add or edit operations per month (`max_voice_add_edits`), spec 001 §9. */
  voiceAddEditsPerMonth: number;
  /** Concurrent standard-model generations; flash/turbo models get twice as many (see concurrency-limits). */
  concurrency: number;
  features: PlanFeatures;
}

const noPaidFeatures: PlanFeatures = {
  instantVoiceCloning: false,
  professionalVoiceCloning: false,
  audioNative: false,
  voiceoverStudio: false,
  mp3HighBitrate: false,
  pcm44100: false,
  watermarkFreeVideo: false,
  usageBasedBilling: false,
};
const starterFeatures: PlanFeatures = { ...noPaidFeatures, instantVoiceCloning: true };
const creatorFeatures: PlanFeatures = {
  ...starterFeatures,
  professionalVoiceCloning: true,
  audioNative: true,
  voiceoverStudio: true,
  mp3HighBitrate: true,
  watermarkFreeVideo: true,
  usageBasedBilling: true,
};
const proFeatures: PlanFeatures = { ...creatorFeatures, pcm44100: true };

/**
 * EUR: the spec gives USD figures only; ElevenLabs shows the same figures in EUR, so the EUR price is
 * the USD number in euro cents.
 */
const priced = (monthlyCents: number): Record<PlanCurrency, PlanPrice> => {
  const price = { monthly: monthlyCents, yearly: monthlyCents * 10 };
  return { usd: price, eur: { ...price } };
};

/**
 * Grants, trial and enterprise: neither the spec nor ElevenLabs publish their credits, slots or
 * concurrency. The spec gives grants Scale's seats (3) and Scale's extra allowance (20,000), so Chorus
 * gives them Scale's other quantities too; trial and enterprise share 25 seats and an unlimited
 * allowance, so they get Business's quantities (an operator sets an enterprise deal's own numbers).
 * Their features follow the tier order of spec 000 §4 like every "from X on" rule: grants sit below
 * Starter, trial and enterprise above Business. Concurrency stays 15 for all three (the highest
 * published figure, what Chorus used before the catalogue).
 */
/** Both grant tiers are one offer (spec 001 §4) with Scale's quantities; they differ only in their id. */
const grantPlan: Omit<Plan, "tier"> = {
  // The spec names no display name for grants (they are not on the cards): a Chorus choice.
  displayName: "Grant",
  paid: false,
  selfServe: false,
  recommended: false,
  monthlyCredits: 2_000_000,
  prices: null,
  extraCharacterAllowance: 20_000,
  maxSeats: 3,
  voiceSlots: 660,
  // No professional cloning below Creator in the tier order, so no slot either.
  professionalVoiceSlots: 0,
  voiceAddEditsPerMonth: 1_040,
  concurrency: 15,
  features: noPaidFeatures,
};

export const plans: Record<SubscriptionTier, Plan> = {
  free: {
    tier: "free",
    displayName: "Free",
    paid: false,
    selfServe: true,
    recommended: false,
    monthlyCredits: 10_000,
    prices: priced(0),
    extraCharacterAllowance: 0,
    maxSeats: 1,
    // ElevenLabs' published free plan: 3 custom voices, no professional clone.
    voiceSlots: 3,
    professionalVoiceSlots: 0,
    // Spec 001 §9 lists Starter and up only; Chorus uses its one free-plan voice figure ("maximum 10
    // unique design voices on free"), since design is the only way a free workspace adds voices.
    voiceAddEditsPerMonth: 10,
    concurrency: 2,
    features: noPaidFeatures,
  },
  grant_tier_1_2025_07_23: { tier: "grant_tier_1_2025_07_23", ...grantPlan },
  grant_tier_2_2025_07_23: { tier: "grant_tier_2_2025_07_23", ...grantPlan },
  starter: {
    tier: "starter",
    displayName: "Starter",
    paid: true,
    selfServe: true,
    recommended: false,
    monthlyCredits: 30_000,
    prices: priced(500),
    extraCharacterAllowance: 0,
    maxSeats: 1,
    // ElevenLabs' published Starter plan: 10 custom voices.
    voiceSlots: 10,
    professionalVoiceSlots: 0,
    voiceAddEditsPerMonth: 65,
    concurrency: 3,
    features: starterFeatures,
  },
  creator: {
    tier: "creator",
    displayName: "Creator",
    paid: true,
    selfServe: true,
    recommended: true,
    monthlyCredits: 100_000,
    prices: priced(2_200),
    extraCharacterAllowance: 1_000,
    maxSeats: 1,
    // ElevenLabs' published Creator plan: 30 custom voices, 1 professional voice clone.
    voiceSlots: 30,
    professionalVoiceSlots: 1,
    voiceAddEditsPerMonth: 95,
    concurrency: 5,
    features: creatorFeatures,
  },
  pro: {
    tier: "pro",
    displayName: "Pro",
    paid: true,
    selfServe: true,
    recommended: false,
    monthlyCredits: 500_000,
    prices: priced(9_900),
    extraCharacterAllowance: 3_000,
    maxSeats: 1,
    // ElevenLabs' published Pro plan: 160 custom voices, 1 professional voice clone.
    voiceSlots: 160,
    professionalVoiceSlots: 1,
    voiceAddEditsPerMonth: 290,
    concurrency: 10,
    features: proFeatures,
  },
  growing_business: {
    tier: "growing_business",
    displayName: "Scale",
    paid: true,
    selfServe: true,
    recommended: false,
    monthlyCredits: 2_000_000,
    prices: priced(33_000),
    extraCharacterAllowance: 20_000,
    maxSeats: 3,
    // ElevenLabs' published Scale plan: 660 custom voices, 1 professional voice clone.
    voiceSlots: 660,
    professionalVoiceSlots: 1,
    voiceAddEditsPerMonth: 1_040,
    concurrency: 15,
    features: proFeatures,
  },
  scale_2024_08_10: {
    tier: "scale_2024_08_10",
    displayName: "Business",
    paid: true,
    selfServe: true,
    recommended: false,
    monthlyCredits: 11_000_000,
    prices: priced(132_000),
    extraCharacterAllowance: 20_000,
    maxSeats: 5,
    // ElevenLabs' published Business plan: 660 custom voices, 3 professional voice clones.
    voiceSlots: 660,
    professionalVoiceSlots: 3,
    voiceAddEditsPerMonth: 1_040,
    concurrency: 15,
    features: proFeatures,
  },
  trial: {
    tier: "trial",
    // The spec names no display name for trial: a Chorus choice.
    displayName: "Trial",
    paid: false,
    selfServe: false,
    recommended: false,
    monthlyCredits: 11_000_000,
    prices: null,
    extraCharacterAllowance: null,
    maxSeats: 25,
    voiceSlots: 660,
    professionalVoiceSlots: 3,
    voiceAddEditsPerMonth: 1_040,
    concurrency: 15,
    features: { ...proFeatures, usageBasedBilling: false },
  },
  enterprise: {
    tier: "enterprise",
    // ElevenLabs' published plan name; the spec names none.
    displayName: "Enterprise",
    // Enterprise is paid, by contract rather than through the cards.
    paid: true,
    selfServe: false,
    recommended: false,
    monthlyCredits: 11_000_000,
    prices: null,
    extraCharacterAllowance: null,
    maxSeats: 25,
    voiceSlots: 660,
    professionalVoiceSlots: 3,
    voiceAddEditsPerMonth: 1_040,
    concurrency: 15,
    features: proFeatures,
  },
};

/** The catalogue in the spec's tier order. */
export const planCatalogue: readonly Plan[] = subscriptionTiers.map((tier) => plans[tier]);

/** Spec 000 §2: the pricing cards, in order (free, starter, creator, pro, Scale, Business). */
export const pricingCardTiers: readonly SubscriptionTier[] = planCatalogue
  .filter((plan) => plan.selfServe)
  .map((plan) => plan.tier);

export function planFor(tier: SubscriptionTier): Plan {
  return plans[tier];
}

/** A tier's position in spec 000 §4's order; "lower" and "at least" compare these. */
export function tierRank(tier: SubscriptionTier): number {
  return subscriptionTiers.indexOf(tier);
}

/** Spec 001 §9: "up to 2 months roll over" — unused credits stay usable for two more periods. */
export const creditRolloverMonths = 2;

/**
 * Spec 001 §9: "Promo amounts in cents map to plans: 500 Starter, 2200 Creator, 9900 and 10000 Pro,
 * 33000 Scale, 132000 Business" (Scale is growing_business, Business is scale_2024_08_10, spec 000 §2).
 */
export const promoAmountCentsToTier: Readonly<Record<number, SubscriptionTier>> = {
  500: "starter",
  2200: "creator",
  9900: "pro",
  10000: "pro",
  33000: "growing_business",
  132000: "scale_2024_08_10",
};

/** The plan a promo of `amountCents` off belongs to, or null when the amount maps to none. */
export function tierForPromoAmount(amountCents: number): SubscriptionTier | null {
  return Object.hasOwn(promoAmountCentsToTier, amountCents) ? promoAmountCentsToTier[amountCents]! : null;
}
