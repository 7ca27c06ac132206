import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { forgetCheckoutIntent } from "../checkout-intent.ts";
import "../subscription.css";

/** /app/subscription/checkout/cancel: back from the payment provider without paying; nothing changed. */
export function CheckoutCancelPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("subscription.checkout.cancelTitle"));
  useEffect(forgetCheckoutIntent, []);
  return (
    <div className="checkout-return">
      <span className="checkout-return__icon checkout-return__icon--muted">
        <Icon name="close" size={28} />
      </span>
      <h1 className="checkout-return__title">{t("subscription.checkout.cancelTitle")}</h1>
      <p className="checkout-return__text">{t("subscription.checkout.cancelText")}</p>
      <div className="row checkout-return__actions">
        <Link className="btn btn--primary" to="/app/subscription">
          {t("subscription.checkout.backToPlans")}
        </Link>
        <Link className="btn btn--secondary" to="/app/home">
          {t("errors.goHome")}
        </Link>
      </div>
    </div>
  );
}
