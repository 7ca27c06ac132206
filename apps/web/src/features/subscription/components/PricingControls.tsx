import {
  type PlanBillingPeriod,
  type PlanCurrency,
  planBillingPeriods,
  planCurrencies,
} from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";

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
      <SegmentedControl
        label={t("subscription.pricing.periodLabel")}
        name="pricing-period"
        options={planBillingPeriods}
        optionLabel={(value) => (
          <>
            {t(`subscription.pricing.period.${value}`)}
            {value === "annual_period" && (
              <span className="pricing-controls__save">{t("subscription.pricing.twoMonthsFree")}</span>
            )}
          </>
        )}
        value={period}
        onChange={onPeriod}
      />
      <SegmentedControl
        label={t("subscription.pricing.currencyLabel")}
        name="pricing-currency"
        options={planCurrencies}
        optionLabel={(value) => value.toUpperCase()}
        value={currency}
        onChange={onCurrency}
      />
    </div>
  );
}
