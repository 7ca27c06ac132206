import { type PlanCurrency, planFor } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { formatMoney, planPrice } from "../plan-pricing.ts";

interface CreatorOfferProps {
  currency: PlanCurrency;
  /** The Creator card's button, so the offer does exactly what the card would. */
  label: string;
  busy: boolean;
  disabled: boolean;
  onAction: () => void;
}

/**
 * The Creator offer above the cards, for workspaces that never had a paid plan beyond Starter (the
 * caller applies spec 000 §4's rule through the contract's `isCreatorOfferHidden`).
 */
export function CreatorOffer({ currency, label, busy, disabled, onAction }: CreatorOfferProps) {
  const { t, i18n } = useTranslation();
  const creator = planFor("creator");
  const price = planPrice(creator, currency, "monthly_period");
  return (
    <aside className="creator-offer" aria-labelledby="creator-offer-title">
      <span className="creator-offer__icon">
        <Icon name="crown" size={20} />
      </span>
      <div className="creator-offer__text">
        <h3 id="creator-offer-title" className="creator-offer__title">
          {t("subscription.creatorOffer.title")}
        </h3>
        <p className="muted">
          {t("subscription.creatorOffer.text", {
            credits: formatNumber(creator.monthlyCredits, i18n.language),
            price: price ? formatMoney(price.totalCents, currency, i18n.language) : "",
          })}
        </p>
      </div>
      <Button variant="accent" loading={busy} disabled={disabled} onClick={onAction}>
        {label}
      </Button>
    </aside>
  );
}
