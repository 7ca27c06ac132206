import { type PlanButtonLabel, planButtonLabels } from "@chorus/contract";
import type { TFunction } from "i18next";

type LabelKey = keyof typeof planButtonLabels;
const keyOf = Object.fromEntries(
  Object.entries(planButtonLabels).map(([key, label]) => [label, key]),
) as Record<PlanButtonLabel, LabelKey>;

/** The contract's plan-button label (spec 000 §4, English) in the interface language. */
export function translatePlanButtonLabel(label: PlanButtonLabel, t: TFunction): string {
  return t(`subscription.buttons.${keyOf[label]}`);
}
