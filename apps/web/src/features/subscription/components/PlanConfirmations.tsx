import { type PlanBillingPeriod, type PlanCurrency, planFor, type Subscription } from "@chorus/contract";
import type { TFunction } from "i18next";
import { type ComponentProps, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { type PendingConfirmation, periodEndUnix } from "../hooks/use-plan-actions.ts";
import { formatMoney, planPrice } from "../plan-pricing.ts";
import { PlanActionDialog } from "./PlanActionDialog.tsx";

type DialogContent = Pick<
  ComponentProps<typeof PlanActionDialog>,
  "title" | "children" | "confirmLabel" | "dismissLabel" | "danger" | "change"
>;

interface Context {
  subscription: Subscription;
  period: PlanBillingPeriod;
  currency: PlanCurrency;
  locale: string;
  t: TFunction;
}

/** What each confirmation says: upgrades are charged now, downgrades and cancellations wait for the period's end. */
function contentFor(
  pending: PendingConfirmation,
  { subscription, period, currency, locale, t }: Context,
): DialogContent {
  const target = planFor(pending.tier);
  const current = planFor(subscription.tier);
  const periodName = t(`subscription.periods.${period}`);
  const price = planPrice(target, currency, period);
  const endUnix = periodEndUnix(subscription);
  const date = endUnix ? formatDate(endUnix, locale) : null;
  const values = {
    plan: target.displayName,
    current: current.displayName,
    period: periodName,
    price: price ? formatMoney(price.totalCents, currency, locale) : "",
    credits: formatNumber(target.monthlyCredits, locale),
    date: date ?? "",
  };
  switch (pending.action) {
    case "upgrade":
      return {
        change: "upgrade",
        title: t("subscription.confirm.upgradeTitle", values),
        confirmLabel: t("subscription.buttons.upgrade"),
        children: t(
          period === "annual_period"
            ? "subscription.confirm.upgradeTextYear"
            : "subscription.confirm.upgradeTextMonth",
          values,
        ),
      };
    case "downgrade":
      return {
        change: "downgrade",
        title: t("subscription.confirm.downgradeTitle", values),
        confirmLabel: t("subscription.buttons.downgrade"),
        children: date
          ? t("subscription.confirm.downgradeText", values)
          : t("subscription.confirm.downgradeTextNoDate", values),
      };
    case "cancel":
      return {
        change: "cancel",
        danger: true,
        title: t("subscription.confirm.cancelTitle"),
        confirmLabel: t("subscription.buttons.cancelSubscription"),
        dismissLabel: t("subscription.confirm.keepPlan"),
        children: date
          ? t("subscription.confirm.cancelText", { ...values, plan: current.displayName })
          : t("subscription.confirm.cancelTextNoDate", { ...values, plan: current.displayName }),
      };
    case "upgrade_dialog":
      return {
        title: t("subscription.confirm.grantTitle", values),
        confirmLabel: t("subscription.confirm.toCheckout"),
        children: t("subscription.confirm.grantText", values),
      };
  }
}

interface PlanConfirmationsProps {
  subscription: Subscription;
  pending: PendingConfirmation | null;
  period: PlanBillingPeriod;
  currency: PlanCurrency;
  onClose: () => void;
  onConfirm: (pending: PendingConfirmation) => Promise<void>;
}

/**
 * The one confirmation dialog of the pricing cards. It stays mounted with the last question while
 * closing, so the native dialog closes properly and focus returns to the card's button.
 */
export function PlanConfirmations({
  subscription,
  pending,
  period,
  currency,
  onClose,
  onConfirm,
}: PlanConfirmationsProps) {
  const { t, i18n } = useTranslation();
  const last = useRef<PendingConfirmation | null>(null);
  if (pending) last.current = pending;
  const shown = pending ?? last.current;
  if (!shown) return null;
  const content = contentFor(shown, { subscription, period, currency, locale: i18n.language, t });
  return (
    <PlanActionDialog
      open={pending !== null}
      onClose={onClose}
      onConfirm={() => onConfirm(shown)}
      {...content}
    />
  );
}
