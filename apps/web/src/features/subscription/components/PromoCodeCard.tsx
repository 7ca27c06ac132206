import type { Subscription } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import { applyDiscountCode, subscriptionQueryKey } from "../api/billing-api.ts";
import { noteBillingError } from "../billing-availability.ts";
import { promoErrorText } from "../billing-errors.ts";
import { usePromoValidation } from "../hooks/use-promo-validation.ts";
import { isSelfServeSubscriber } from "../plan-pricing.ts";
import { clearSavedPromo, type SavedPromo, useSavedPromo } from "../promo-code-store.ts";

/** "20% off for 3 months", "$22 off": what a saved code takes off, as far as the server said. */
function PromoSummary({ promo }: { promo: SavedPromo }) {
  const { t, i18n } = useTranslation();
  const parts: string[] = [];
  if (promo.percentOff) parts.push(t("subscription.promo.summaryPercent", { percent: promo.percentOff }));
  else if (promo.amountOff)
    parts.push(
      t("subscription.promo.summaryAmount", {
        amount: new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD" }).format(
          promo.amountOff / 100,
        ),
      }),
    );
  if (promo.durationInMonths)
    parts.push(t("subscription.promo.forMonths", { count: promo.durationInMonths }));
  return <span className="muted">{parts.join(" ")}</span>;
}

/**
 * The promo code field (spec 000 §2 `coupon`, §4 "Promo code"). On a free, trial or grant workspace a
 * valid code is saved in this browser and taken off at checkout; a workspace already paying applies
 * it to its subscription's next invoices (apply-discount).
 */
export function PromoCodeCard({
  subscription,
  canChange,
}: {
  subscription: Subscription;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const saved = useSavedPromo();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const paying = isSelfServeSubscriber(subscription.tier);

  const validate = usePromoValidation((promo) => {
    setCode("");
    toast.success(t("subscription.promo.saved", { code: promo.code }));
  });
  const apply = useMutation({
    mutationFn: (discountCode: string) => applyDiscountCode(discountCode.trim()),
    onSuccess: (updated, discountCode) => {
      queryClient.setQueryData(subscriptionQueryKey, updated);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      if (saved?.code === discountCode) clearSavedPromo();
      setCode("");
      toast.success(t("subscription.promo.applied", { code: discountCode }));
    },
    onError: (caught) => {
      noteBillingError(caught);
      if (hasCode(caught, "coupon_expired") || hasCode(caught, "invalid_promocode")) clearSavedPromo();
    },
  });

  const submit = (value: string) => {
    setError(null);
    if (!value.trim()) {
      setError(t("subscription.promo.invalid"));
      return;
    }
    const onError = (caught: unknown) => setError(promoErrorText(caught, t));
    if (paying && canChange) apply.mutate(value, { onError });
    else validate.mutate(value, { onError });
  };
  const busy = validate.isPending || apply.isPending;

  return (
    <Card
      title={t("subscription.promo.title")}
      description={paying ? t("subscription.promo.payingHint") : t("subscription.promo.hint")}
    >
      <div className="stack">
        {saved && (
          <div className="promo-saved" role="status">
            <Icon name="sparkles" />
            <div className="promo-saved__text">
              <span className="promo-saved__code mono">{saved.code}</span>
              <PromoSummary promo={saved} />
            </div>
            <div className="row">
              {paying && canChange && (
                <Button
                  size="sm"
                  variant="primary"
                  loading={apply.isPending}
                  onClick={() => submit(saved.code)}
                >
                  {t("subscription.promo.apply")}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={clearSavedPromo}
                aria-label={t("subscription.promo.removeCode", { code: saved.code })}
              >
                {t("common.remove")}
              </Button>
            </div>
          </div>
        )}
        <form
          className="promo-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit(code);
          }}
        >
          <TextField
            label={t("subscription.promo.label")}
            hideLabel
            placeholder={t("subscription.promo.placeholder")}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            inputClassName="mono"
          />
          <Button type="submit" loading={busy} disabled={!code.trim() && !busy}>
            {t("subscription.promo.apply")}
          </Button>
        </form>
      </div>
    </Card>
  );
}
