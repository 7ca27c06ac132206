import {
  type PlanBillingPeriod,
  type PlanCurrency,
  planBillingPeriods,
  planCurrencies,
} from "@chorus/contract";
import { useTranslation } from "react-i18next";

interface PricingControlsProps {
  period: PlanBillingPeriod;
  onPeriod: (period: PlanBillingPeriod) => void;
  currency: PlanCurrency;
  onCurrency: (currency: PlanCurrency) => void;
}

/** The Monthly/Annual and USD/EUR switches: radio groups, so arrow keys move between the options. */
export function PricingControls({ period, onPeriod, currency, onCurrency }: PricingControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="pricing-controls">
      <fieldset className="segmented" aria-label={t("subscription.pricing.periodLabel")}>
        {planBillingPeriods.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="pricing-period"
              value={value}
              checked={period === value}
              onChange={() => onPeriod(value)}
            />
            {t(`subscription.pricing.period.${value}`)}
            {value === "annual_period" && (
              <span className="pricing-controls__save">{t("subscription.pricing.twoMonthsFree")}</span>
            )}
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented" aria-label={t("subscription.pricing.currencyLabel")}>
        {planCurrencies.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="pricing-currency"
              value={value}
              checked={currency === value}
              onChange={() => onCurrency(value)}
            />
            {value.toUpperCase()}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
