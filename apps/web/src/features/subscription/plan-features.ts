import type { Plan, PlanFeatures } from "@chorus/contract";
import type { TFunction } from "i18next";

/** The catalogue's feature switches worth a line on a card, in the order they are shown. */
const shownFeatures = [
  "instantVoiceCloning",
  "professionalVoiceCloning",
  "mp3HighBitrate",
  "pcm44100",
  "watermarkFreeVideo",
  "usageBasedBilling",
] as const satisfies readonly (keyof PlanFeatures)[];

/**
 * A card's key features, from the plan catalogue: its quantities (voices, concurrency, seats) and the
 * switches it turns on that the card before it does not, so each card reads "everything in the last
 * one, plus".
 */
export function planFeatureLines(plan: Plan, previous: Plan | null, t: TFunction): string[] {
  const lines: string[] = [
    t("subscription.features.customVoices", { count: plan.voiceSlots }),
    t("subscription.features.concurrency", { count: plan.concurrency }),
  ];
  if (plan.maxSeats > 1) lines.push(t("subscription.features.seats", { count: plan.maxSeats }));
  for (const feature of shownFeatures) {
    if (plan.features[feature] && !previous?.features[feature])
      lines.push(t(`subscription.features.${feature}`));
  }
  return lines;
}
