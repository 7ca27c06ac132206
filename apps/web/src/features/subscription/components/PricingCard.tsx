import type { Plan, PlanBillingPeriod, PlanButtonAction, PlanCurrency } from "@chorus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button, type ButtonVariant } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { planFeatureLines } from "../plan-features.ts";
import { discountedCents, formatMoney, planPrice, promoDiscountFor } from "../plan-pricing.ts";
import type { SavedPromo } from "../promo-code-store.ts";

interface PricingCardProps {
  plan: Plan;
  /** The card before this one, for "everything in …, plus". */
  previous: Plan | null;
  period: PlanBillingPeriod;
  currency: PlanCurrency;
  /** What the plan button does (spec 000 §4) and its label in the interface language. */
  action: PlanButtonAction;
  label: string;
  isCurrent: boolean;
  promo: SavedPromo | null;
  busy: boolean;
  /** Set when this person may not change the plan (not an admin), with the reason. */
  lockedReason: string | null;
  onAction: () => void;
}

const variants: Record<PlanButtonAction, ButtonVariant> = {
  nothing: "secondary",
  renew: "primary",
  cancel: "danger-ghost",
  cancel_downgrade: "secondary",
  create: "primary",
  upgrade: "primary",
  upgrade_dialog: "primary",
  downgrade: "secondary",
  sign_up: "primary",
};

/** One plan of spec 000 §2's pricing cards: price, credits, key features and its plan button. */
export function PricingCard({
  plan,
  previous,
  period,
  currency,
  action,
  label,
  isCurrent,
  promo,
  busy,
  lockedReason,
  onAction,
}: PricingCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const price = planPrice(plan, currency, period);
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const discount = price ? promoDiscountFor(plan.tier, promo, price.totalCents) : null;
  const annual = period === "annual_period";
  const paid = !!price && price.totalCents > 0;
  const variant = plan.recommended && variants[action] === "primary" ? "accent" : variants[action];
  const className = [
    "pricing-card",
    plan.recommended && "pricing-card--recommended",
    isCurrent && "pricing-card--current",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <article className={className} aria-labelledby={titleId}>
      <header className="pricing-card__header">
        <h3 className="pricing-card__name" id={titleId}>
          {plan.displayName}
        </h3>
        {isCurrent ? (
          <Badge tone="success">{t("subscription.pricing.currentPlan")}</Badge>
        ) : plan.recommended ? (
          <Badge tone="accent">{t("subscription.pricing.recommended")}</Badge>
        ) : null}
      </header>

      <div className="pricing-card__price">
        {price && discount ? (
          <>
            <s className="pricing-card__list-price">{money(price.totalCents)}</s>
            <span className="pricing-card__amount">{money(discountedCents(price.totalCents, discount))}</span>
          </>
        ) : (
          <span className="pricing-card__amount">{price ? money(price.totalCents) : "—"}</span>
        )}
        <span className="pricing-card__unit">
          {annual ? t("subscription.pricing.perYear") : t("subscription.pricing.perMonth")}
        </span>
      </div>
      <div className="pricing-card__note">
        {annual && paid ? (
          <>
            <span className="muted">
              {t("subscription.pricing.perMonthBilledYearly", { price: money(price.perMonthCents) })}
            </span>
            <Badge tone="success">{t("subscription.pricing.twoMonthsFree")}</Badge>
          </>
        ) : (
          <span className="muted">
            {paid ? t("subscription.pricing.billedMonthly") : t("subscription.pricing.freeForever")}
          </span>
        )}
      </div>
      {discount && promo && (
        <p className="pricing-card__discount">
          <Icon name="sparkles" size={14} />
          {discount.kind === "percent"
            ? t("subscription.promo.percentOff", { code: promo.code, percent: discount.percentOff })
            : t("subscription.promo.amountOff", { code: promo.code, amount: money(discount.amountOffCents) })}
          {promo.durationInMonths
            ? ` ${t("subscription.promo.forMonths", { count: promo.durationInMonths })}`
            : ""}
        </p>
      )}

      <p className="pricing-card__credits">
        <strong>{formatNumber(plan.monthlyCredits, i18n.language)}</strong>{" "}
        {t("subscription.pricing.creditsPerMonth")}
      </p>
      <div className="pricing-card__features">
        {previous && (
          <p className="subtle">{t("subscription.pricing.everythingIn", { plan: previous.displayName })}</p>
        )}
        <ul>
          {planFeatureLines(plan, previous, t).map((line) => (
            <li key={line}>
              <Icon name="check" size={14} />
              {line}
            </li>
          ))}
        </ul>
      </div>

      <footer className="pricing-card__footer">
        {action === "sign_up" ? (
          <Link className={`btn btn--${variant} btn--block`} to="/sign-up">
            {label}
          </Link>
        ) : (
          <Button
            variant={variant}
            block
            loading={busy}
            disabled={action === "nothing" || lockedReason !== null}
            aria-describedby={lockedReason ? reasonId : undefined}
            onClick={onAction}
          >
            {label}
          </Button>
        )}
        {lockedReason && action !== "nothing" && (
          <p id={reasonId} className="visually-hidden">
            {lockedReason}
          </p>
        )}
      </footer>
    </article>
  );
}
