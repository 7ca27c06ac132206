import { planFor, type Subscription } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { formatMoney, initialCurrency, planPrice } from "../plan-pricing.ts";
import { CreditsMeter } from "./CreditsMeter.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

/** What the scheduled change means, in one sentence with its date. */
function PendingChange({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const change = subscription.pending_change;
  if (!change) return null;
  const date = formatDate(change.timestamp_seconds, i18n.language);
  if (change.kind === "cancellation") {
    return (
      <Banner tone="warning" title={t("subscription.pending.cancellationTitle")}>
        {t("subscription.pending.cancellation", { date })}
      </Banner>
    );
  }
  return (
    <Banner tone="info" title={t("subscription.pending.changeTitle")}>
      {t("subscription.pending.change", {
        plan: planFor(change.next_tier).displayName,
        period: t(`subscription.periods.${change.next_billing_period}`),
        date,
      })}
    </Banner>
  );
}

/**
 * The workspace's plan: name, status, billing period and price, this period's credits, and any
 * change scheduled for the end of the period.
 */
export function CurrentPlanCard({
  subscription,
  billingOff,
}: {
  subscription: Subscription;
  billingOff: boolean;
}) {
  const { t, i18n } = useTranslation();
  const plan = planFor(subscription.tier);
  const periodic =
    subscription.billing_period === "monthly_period" || subscription.billing_period === "annual_period";
  const currency = initialCurrency(subscription.currency);
  const price =
    !billingOff && periodic && subscription.billing_period
      ? planPrice(plan, currency, subscription.billing_period as "monthly_period" | "annual_period")
      : null;
  return (
    <Card
      title={t("subscription.current.title")}
      actions={
        <Link className="btn btn--ghost btn--sm" to="/app/usage">
          {t("subscription.current.usageLink")}
          <Icon name="chevronRight" />
        </Link>
      }
    >
      <div className="current-plan">
        <div className="current-plan__summary">
          <div className="current-plan__name">
            <span>{plan.displayName}</span>
            <StatusBadge status={subscription.status} />
          </div>
          <div className="muted">
            {price && price.totalCents > 0
              ? t(
                  price.period === "annual_period"
                    ? "subscription.current.pricePerYear"
                    : "subscription.current.pricePerMonth",
                  {
                    price: formatMoney(price.totalCents, currency, i18n.language),
                  },
                )
              : billingOff
                ? t("subscription.current.managedByOperator")
                : t("subscription.current.noCharge")}
          </div>
        </div>
        <CreditsMeter subscription={subscription} />
        <PendingChange subscription={subscription} />
      </div>
    </Card>
  );
}
