import "../subscription.css";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useIsWorkspaceAdmin } from "../../workspace/hooks/use-workspace.ts";
import { openPaymentMethods } from "../api/billing-api.ts";
import { noteBillingError } from "../billing-availability.ts";
import { useSubscription } from "../hooks/use-subscription.ts";
import { paymentProblemOf } from "../payment-problem.ts";

/**
 * App-wide, above every page: the workspace's payment needs attention (spec 000 §4 payment problem
 * states, or an unpaid invoice). Admins go straight to the payment provider's page for a new card;
 * everyone else is told who can fix it.
 */
export function PaymentProblemBanner() {
  const { t } = useTranslation();
  const toast = useToast();
  const subscription = useSubscription();
  const isAdmin = useIsWorkspaceAdmin();
  const update = useMutation({
    mutationFn: openPaymentMethods,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      noteBillingError(error);
      toast.error(errorMessage(error));
    },
  });
  const problem = subscription.data ? paymentProblemOf(subscription.data) : null;
  if (!problem) return null;
  return (
    <div className="payment-problem">
      <Banner
        tone="danger"
        title={t(`subscription.paymentProblem.${problem}.title`)}
        actions={
          isAdmin && (
            <Button
              size="sm"
              variant="primary"
              loading={update.isPending || update.isSuccess}
              onClick={() => update.mutate()}
            >
              {t("subscription.paymentProblem.update")}
            </Button>
          )
        }
      >
        {t(`subscription.paymentProblem.${problem}.text`)}
        {!isAdmin && ` ${t("subscription.paymentProblem.askAdmin")}`}
      </Banner>
    </div>
  );
}
