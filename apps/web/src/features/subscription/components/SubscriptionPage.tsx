import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { useIsWorkspaceAdmin, useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { useBillingOff } from "../billing-availability.ts";
import { useSubscription } from "../hooks/use-subscription.ts";
import { isSelfServeSubscriber } from "../plan-pricing.ts";
import { CurrentPlanCard } from "./CurrentPlanCard.tsx";
import { ManageSubscriptionDialog } from "./ManageSubscriptionDialog.tsx";
import { PricingSection } from "./PricingSection.tsx";
import { PromoCodeCard } from "./PromoCodeCard.tsx";
import "../subscription.css";

const manageParam = "manage-subscription";

function SubscriptionSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack-lg" role="status" aria-label={t("common.loading")}>
      <Card>
        <div className="stack">
          <Skeleton width="30%" height={22} />
          <Skeleton width="100%" height={8} />
          <Skeleton width="45%" />
        </div>
      </Card>
      <div className="pricing-grid">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className="pricing-card">
            <Skeleton width="40%" height={18} />
            <Skeleton width="60%" height={30} />
            <Skeleton width="80%" />
            <Skeleton width="70%" />
            <Skeleton width="100%" height={36} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * /app/subscription: the current plan and its credits, the promo code, the pricing cards with their
 * plan buttons, and (`?manage-subscription=true`) the management panel. On a server without billing
 * only the plan's usage shows.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("subscription.title"));
  const subscription = useSubscription();
  const workspace = useWorkspace();
  const isAdmin = useIsWorkspaceAdmin();
  const billingOff = useBillingOff(subscription.data);
  const [params, setParams] = useSearchParams();
  const manageOpen = params.get(manageParam) === "true";
  const setManageOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(manageParam, "true");
        else next.delete(manageParam);
        return next;
      },
      { replace: !open },
    );
  const paying = subscription.data ? isSelfServeSubscriber(subscription.data.tier) : false;

  return (
    <>
      <PageHeader
        title={t("subscription.title")}
        description={billingOff ? t("subscription.descriptionBillingOff") : t("subscription.description")}
        actions={
          <>
            <Link className="btn btn--secondary" to="/app/usage">
              <Icon name="sparkles" />
              {t("subscription.usageLink")}
            </Link>
            {!billingOff && subscription.data && paying && isAdmin && (
              <Button variant="primary" onClick={() => setManageOpen(true)}>
                <Icon name="settings" />
                {t("subscription.manage.button")}
              </Button>
            )}
          </>
        }
      />
      {subscription.isPending || workspace.isPending ? (
        <SubscriptionSkeleton />
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <div className="stack-lg">
          <CurrentPlanCard subscription={subscription.data} billingOff={billingOff} />
          {billingOff ? (
            <Banner tone="info" title={t("subscription.billingOff.title")}>
              {t("subscription.billingOff.text")}
            </Banner>
          ) : (
            <>
              <PromoCodeCard subscription={subscription.data} canChange={isAdmin} />
              <PricingSection subscription={subscription.data} canChange={isAdmin} />
            </>
          )}
          <ManageSubscriptionDialog
            open={manageOpen && !billingOff}
            onClose={() => setManageOpen(false)}
            subscription={subscription.data}
            isAdmin={isAdmin}
          />
        </div>
      )}
    </>
  );
}
