import { planFor, type Subscription } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import { type CheckoutIntent, forgetCheckoutIntent, readCheckoutIntent } from "../checkout-intent.ts";
import { useSubscription } from "../hooks/use-subscription.ts";
import { isSelfServeSubscriber } from "../plan-pricing.ts";
import "../subscription.css";

/** The payment provider confirms a checkout to the server on its own; this long is normal. */
const waitLimitMs = 60_000;
const pollEveryMs = 1_500;

/** The checkout's plan shows: the tier asked for, or (without a record of it) any paid plan. */
function hasArrived(subscription: Subscription, intent: CheckoutIntent | null): boolean {
  if (intent) return subscription.tier === intent.tier;
  return isSelfServeSubscriber(subscription.tier);
}

function Celebration({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const plan = planFor(subscription.tier);
  return (
    <div className="checkout-return checkout-return--success">
      <div className="checkout-return__burst" aria-hidden="true">
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative
          <span key={index} style={{ "--i": index } as React.CSSProperties} />
        ))}
        <span className="checkout-return__icon">
          <Icon name="checkCircle" size={32} />
        </span>
      </div>
      <h1 className="checkout-return__title">
        {t("subscription.checkout.successTitle", { plan: plan.displayName })}
      </h1>
      <p className="checkout-return__text">
        {t("subscription.checkout.successText", {
          plan: plan.displayName,
          credits: formatNumber(plan.monthlyCredits, i18n.language),
        })}
      </p>
      <div className="row checkout-return__actions">
        <Link className="btn btn--primary" to="/app/speech-synthesis">
          <Icon name="wave" />
          {t("subscription.checkout.startCreating")}
        </Link>
        <Link className="btn btn--secondary" to="/app/subscription">
          {t("subscription.checkout.viewSubscription")}
        </Link>
      </div>
    </div>
  );
}

/**
 * /app/subscription/checkout/success, where the payment provider sends the person after paying. The
 * provider tells the server separately, so the page asks for the subscription every 1.5 s until the
 * new plan shows (up to a minute), then celebrates it with its credits.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("subscription.checkout.successDocumentTitle"));
  const queryClient = useQueryClient();
  const [intent] = useState(readCheckoutIntent);
  const [deadline, setDeadline] = useState(() => Date.now() + waitLimitMs);
  const [now, setNow] = useState(() => Date.now());
  const waiting = now < deadline;
  const [arrived, setArrived] = useState(false);
  const subscription = useSubscription({ refetchInterval: !arrived && waiting ? pollEveryMs : false });

  useEffect(() => {
    if (arrived || !waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [arrived, waiting]);

  useEffect(() => {
    if (!arrived && subscription.data && hasArrived(subscription.data, intent)) {
      setArrived(true);
      forgetCheckoutIntent();
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }
  }, [arrived, subscription.data, intent, queryClient]);

  if (arrived && subscription.data) return <Celebration subscription={subscription.data} />;
  if (subscription.isError && !subscription.data)
    return <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />;
  if (waiting) {
    return (
      <div className="checkout-return" aria-live="polite">
        <Spinner large />
        <h1 className="checkout-return__title">{t("subscription.checkout.confirmingTitle")}</h1>
        <p className="checkout-return__text">{t("subscription.checkout.confirmingText")}</p>
      </div>
    );
  }
  return (
    <div className="checkout-return">
      <span className="checkout-return__icon checkout-return__icon--muted">
        <Icon name="info" size={28} />
      </span>
      <h1 className="checkout-return__title">{t("subscription.checkout.slowTitle")}</h1>
      <p className="checkout-return__text">{t("subscription.checkout.slowText")}</p>
      <div className="row checkout-return__actions">
        <Button
          variant="primary"
          onClick={() => {
            setDeadline(Date.now() + waitLimitMs);
            setNow(Date.now());
            void subscription.refetch();
          }}
        >
          <Icon name="refresh" />
          {t("subscription.checkout.checkAgain")}
        </Button>
        <Link className="btn btn--secondary" to="/app/subscription">
          {t("subscription.checkout.viewSubscription")}
        </Link>
      </div>
    </div>
  );
}
