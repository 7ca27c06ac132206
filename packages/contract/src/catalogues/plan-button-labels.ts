import type { SubscriptionTier } from "./plans.ts";

/**
 * What the plan button on a pricing card does (spec 000 §4 "Plan button"), decided by
 * `decidePlanButton` (plan-button.ts) and shown by the web app with the label below.
 */
export const planButtonActions = [
  "renew",
  "cancel",
  "nothing",
  "upgrade_dialog",
  "create",
  "downgrade",
  "cancel_downgrade",
  "upgrade",
  "sign_up",
] as const;
export type PlanButtonAction = (typeof planButtonActions)[number];

/** Spec 000 §4 "Labels", exactly. */
export const planButtonLabels = {
  subscribed: "Subscribed",
  doNotCancel: "Do Not Cancel",
  cancelSubscription: "Cancel Subscription",
  cancelDowngrade: "Cancel Downgrade",
  subscribe: "Subscribe",
  upgrade: "Upgrade",
  downgrade: "Downgrade",
  startToday: "Start Today",
  getStartedFree: "Get Started Free",
} as const;
export type PlanButtonLabel = (typeof planButtonLabels)[keyof typeof planButtonLabels];

/**
 * The label for an action. The spec lists the nine labels without pairing them; the pairing is
 * Chorus's reading of them:
 * - nothing → "Subscribed": the card of the plan the workspace is on (free or trial), nothing to do.
 * - renew → "Do Not Cancel": the current plan with a cancellation pending; renewing withdraws it.
 * - cancel → "Cancel Subscription": the current paid plan and period.
 * - cancel_downgrade → "Cancel Downgrade": a lower card while a downgrade is already scheduled.
 * - create → "Subscribe": free, trial (or grant, after its dialog) buys a first subscription directly.
 * - upgrade and upgrade_dialog → "Upgrade": both move to a higher plan; a grant first sees a dialog.
 * - downgrade → "Downgrade".
 * - sign_up → "Get Started Free" on the free card, "Start Today" on a paid one (signed out, the
 *   button starts sign-up; on the free card nothing will be bought).
 */
export function planButtonLabelFor(action: PlanButtonAction, targetTier: SubscriptionTier): PlanButtonLabel {
  switch (action) {
    case "nothing":
      return planButtonLabels.subscribed;
    case "renew":
      return planButtonLabels.doNotCancel;
    case "cancel":
      return planButtonLabels.cancelSubscription;
    case "cancel_downgrade":
      return planButtonLabels.cancelDowngrade;
    case "create":
      return planButtonLabels.subscribe;
    case "upgrade":
    case "upgrade_dialog":
      return planButtonLabels.upgrade;
    case "downgrade":
      return planButtonLabels.downgrade;
    case "sign_up":
      return targetTier === "free" ? planButtonLabels.getStartedFree : planButtonLabels.startToday;
  }
}
