import {
  type PlanBillingPeriod,
  type PlanButtonAction,
  type PlanCurrency,
  planFor,
  type Subscription,
  type SubscriptionTier,
} from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { formatDate } from "../../../lib/format.ts";
import { useToast } from "../../../ui/Toast.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import {
  dropDowngrade,
  endSubscription,
  keepSubscription,
  type PlanChoice,
  startCheckout,
  subscriptionQueryKey,
  switchPlan,
} from "../api/billing-api.ts";
import { noteBillingError } from "../billing-availability.ts";
import { changeErrorText, checkoutErrorText } from "../billing-errors.ts";
import { rememberCheckoutIntent } from "../checkout-intent.ts";
import { clearSavedPromo, readSavedPromo } from "../promo-code-store.ts";

/** The actions that ask first (spec 000 §4: upgrade and downgrade confirm, cancel confirms, a grant sees a dialog). */
export type ConfirmedAction = Extract<
  PlanButtonAction,
  "upgrade" | "downgrade" | "cancel" | "upgrade_dialog"
>;

export interface PendingConfirmation {
  action: ConfirmedAction;
  tier: SubscriptionTier;
}

/** When the current billing period ends: the next renewal, else the next credit reset. */
export function periodEndUnix(subscription: Subscription): number | null {
  const attempt = subscription.next_invoice?.next_payment_attempt_unix;
  if (attempt && attempt > 0) return attempt;
  return subscription.next_character_count_reset_unix ?? null;
}

/**
 * Everything a plan button can do (spec 000 §4), for the period and currency the switches show:
 * direct creation goes to the payment provider's checkout; upgrade, downgrade and cancel ask first;
 * renew and cancel-downgrade act at once. Each action sends its own idempotency key (billing-api).
 */
export function usePlanActions(
  subscription: Subscription,
  period: PlanBillingPeriod,
  currency: PlanCurrency,
) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [leavingFor, setLeavingFor] = useState<SubscriptionTier | null>(null);

  // Back from the provider's page through the browser's back button (a page restored from cache):
  // the card should not keep spinning.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const choiceFor = (tier: SubscriptionTier, billingPeriod: PlanBillingPeriod = period): PlanChoice => ({
    subscription_type: tier,
    billing_period: billingPeriod,
    currency,
  });

  const settle = (updated: Subscription) => {
    queryClient.setQueryData(subscriptionQueryKey, updated);
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
  const date = (unix: number | null | undefined) => (unix ? formatDate(unix, i18n.language) : "");

  const checkout = useMutation({
    mutationFn: (choice: PlanChoice) => startCheckout(choice, readSavedPromo()?.code ?? null),
    onMutate: () => setCheckoutError(null),
    onSuccess: ({ url }, choice) => {
      setLeavingFor(choice.subscription_type);
      rememberCheckoutIntent({ tier: choice.subscription_type, billingPeriod: choice.billing_period });
      window.location.assign(url);
    },
    onError: (error) => {
      noteBillingError(error);
      // Spec 000 §8: the expired code is removed from this browser, as the message says.
      if (hasCode(error, "coupon_expired")) clearSavedPromo();
      setCheckoutError(checkoutErrorText(error, t));
    },
  });

  const immediate = useMutation({
    mutationFn: ({ action }: { action: "renew" | "cancel_downgrade"; tier: SubscriptionTier }) =>
      action === "renew" ? keepSubscription() : dropDowngrade(),
    onSuccess: (updated, { action }) => {
      settle(updated);
      toast.success(
        action === "renew" ? t("subscription.done.renewed") : t("subscription.done.downgradeCancelled"),
      );
    },
    onError: (error, { action }) => {
      noteBillingError(error);
      const text = changeErrorText(action === "renew" ? "renew" : "cancelDowngrade", error, t);
      toast.error(text.detail ? `${text.title}. ${text.detail}` : text.title);
    },
  });

  /** What a click on a card's button does (for another period than the switch shows, pass it). */
  const request = (
    action: PlanButtonAction,
    tier: SubscriptionTier,
    billingPeriod: PlanBillingPeriod = period,
  ) => {
    switch (action) {
      case "create":
        checkout.mutate(choiceFor(tier, billingPeriod));
        return;
      case "renew":
      case "cancel_downgrade":
        immediate.mutate({ action, tier });
        return;
      case "upgrade":
      case "downgrade":
      case "cancel":
      case "upgrade_dialog":
        setConfirmation({ action, tier });
        return;
      case "nothing":
      case "sign_up":
        return;
    }
  };

  /** Runs the confirmed action; rejects so the dialog can show the failure. */
  const confirm = async (pending: PendingConfirmation): Promise<void> => {
    const plan = planFor(pending.tier).displayName;
    try {
      switch (pending.action) {
        case "upgrade_dialog":
          // A grant leaves through checkout like any first subscription; the dialog only warned.
          setConfirmation(null);
          checkout.mutate(choiceFor(pending.tier));
          return;
        case "upgrade": {
          settle(await switchPlan(choiceFor(pending.tier)));
          toast.success(t("subscription.done.upgraded", { plan }));
          return;
        }
        case "downgrade": {
          const updated = await switchPlan(choiceFor(pending.tier));
          settle(updated);
          toast.success(
            t("subscription.done.downgradeScheduled", {
              plan,
              date: date(updated.pending_change?.timestamp_seconds ?? periodEndUnix(subscription)),
            }),
          );
          return;
        }
        case "cancel": {
          const updated = await endSubscription();
          settle(updated);
          toast.success(
            t("subscription.done.cancelled", {
              date: date(updated.pending_change?.timestamp_seconds ?? periodEndUnix(subscription)),
            }),
          );
          return;
        }
      }
    } catch (error) {
      noteBillingError(error);
      throw error;
    }
  };

  const busyTier: SubscriptionTier | null = checkout.isPending
    ? checkout.variables.subscription_type
    : (leavingFor ?? (immediate.isPending ? immediate.variables.tier : null));

  return {
    request,
    confirmation,
    closeConfirmation: () => setConfirmation(null),
    confirm,
    checkoutError,
    dismissCheckoutError: () => setCheckoutError(null),
    busyTier,
  };
}
