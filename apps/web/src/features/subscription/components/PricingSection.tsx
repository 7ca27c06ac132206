import {
  isCreatorOfferHidden,
  type PlanBillingPeriod,
  type PlanCurrency,
  planFor,
  pricingCardTiers,
  type Subscription,
} from "@chorus/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { usePlanActions } from "../hooks/use-plan-actions.ts";
import { translatePlanButtonLabel } from "../plan-button-label.ts";
import { planButtonFor } from "../plan-button-state.ts";
import { initialCurrency, isSelfServeSubscriber } from "../plan-pricing.ts";
import { useSavedPromo } from "../promo-code-store.ts";
import { CreatorOffer } from "./CreatorOffer.tsx";
import { PlanConfirmations } from "./PlanConfirmations.tsx";
import { PricingCard } from "./PricingCard.tsx";
import { PricingControls } from "./PricingControls.tsx";

/** The period the switch starts on: the subscription's own when it is monthly or annual. */
function initialPeriod(subscription: Subscription): PlanBillingPeriod {
  return subscription.billing_period === "annual_period" && subscription.tier !== "free"
    ? "annual_period"
    : "monthly_period";
}

/**
 * Spec 000 §2's pricing cards (free, starter, creator, pro, Scale, Business) with the Monthly/Annual
 * and USD/EUR switches; each card's button follows the contract's plan-button rule (spec 000 §4).
 */
export function PricingSection({
  subscription,
  canChange,
}: {
  subscription: Subscription;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PlanBillingPeriod>(() => initialPeriod(subscription));
  const [currency, setCurrency] = useState<PlanCurrency>(() => initialCurrency(subscription.currency));
  const savedPromo = useSavedPromo();
  // A saved code is taken off at checkout; a paying workspace applies it to its invoices instead
  // (the promo card), so its cards show list prices.
  const promo = isSelfServeSubscriber(subscription.tier) ? null : savedPromo;
  const actions = usePlanActions(subscription, period, currency);
  const errorBox = useRef<HTMLDivElement>(null);
  // The card clicked may be far below the message (phones): bring the message into view.
  useEffect(() => {
    if (actions.checkoutError) errorBox.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [actions.checkoutError]);
  const lockedReason = canChange ? null : t("subscription.pricing.adminsOnly");
  const creatorOffer = isCreatorOfferHidden({
    currentTier: subscription.tier,
    previouslySubscribedTiers: subscription.previously_subscribed_tiers,
  })
    ? null
    : planButtonFor(subscription, { tier: "creator", billingPeriod: "monthly_period" });

  return (
    <section className="stack" aria-labelledby="pricing-heading">
      <div className="row-between pricing-head">
        <div>
          <h2 className="pricing-title" id="pricing-heading">
            {t("subscription.pricing.title")}
          </h2>
          <p className="muted">{t("subscription.pricing.description")}</p>
        </div>
        <PricingControls period={period} onPeriod={setPeriod} currency={currency} onCurrency={setCurrency} />
      </div>
      {!canChange && <Banner tone="info">{t("subscription.pricing.adminsOnly")}</Banner>}
      {actions.checkoutError && (
        <div ref={errorBox}>
          <Banner
            tone="danger"
            actions={
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t("common.dismiss")}
                onClick={actions.dismissCheckoutError}
              >
                <Icon name="close" />
              </Button>
            }
          >
            {actions.checkoutError}
          </Banner>
        </div>
      )}
      {creatorOffer && creatorOffer.action !== "nothing" && (
        <CreatorOffer
          currency={currency}
          label={translatePlanButtonLabel(creatorOffer.label, t)}
          busy={actions.busyTier === "creator"}
          disabled={!canChange}
          onAction={() => {
            setPeriod("monthly_period");
            actions.request(creatorOffer.action, "creator", "monthly_period");
          }}
        />
      )}
      <div className="pricing-grid">
        {pricingCardTiers.map((tier, index) => {
          const plan = planFor(tier);
          const button = planButtonFor(subscription, { tier, billingPeriod: period });
          return (
            <PricingCard
              key={tier}
              plan={plan}
              previous={index > 0 ? planFor(pricingCardTiers[index - 1]!) : null}
              period={period}
              currency={currency}
              action={button.action}
              label={translatePlanButtonLabel(button.label, t)}
              isCurrent={subscription.tier === tier}
              promo={promo}
              busy={actions.busyTier === tier}
              lockedReason={lockedReason}
              onAction={() => actions.request(button.action, tier)}
            />
          );
        })}
      </div>
      <PlanConfirmations
        subscription={subscription}
        pending={actions.confirmation}
        period={period}
        currency={currency}
        onClose={actions.closeConfirmation}
        onConfirm={actions.confirm}
      />
    </section>
  );
}
