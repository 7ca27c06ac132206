import { planFor, type Subscription } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { subscriptionQueryKey } from "../../subscription/api/billing-api.ts";
import { noteBillingError } from "../../subscription/billing-availability.ts";
import { userQueryKey } from "../../user/api/user-api.ts";
import { saveUsageBasedBilling } from "../api/usage-api.ts";

/**
 * Usage-based billing (`can_extend_character_limit`), for admins: keep generating past the plan's
 * credits up to the tier's extra allowance, billed as overage. Plans without it (free, Starter,
 * grants, trial) get a pointer to the plans instead of a switch.
 */
export function UsageBasedBillingCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const plan = planFor(subscription.tier);
  const save = useMutation({
    mutationFn: saveUsageBasedBilling,
    onSuccess: (updated, enabled) => {
      queryClient.setQueryData(subscriptionQueryKey, updated);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      toast.success(enabled ? t("usage.overage.enabled") : t("usage.overage.disabled"));
    },
    onError: (error) => noteBillingError(error),
  });
  const allowance = plan.extraCharacterAllowance;
  const checked = save.isPending ? save.variables : subscription.can_extend_character_limit;

  return (
    <Card title={t("usage.overage.title")}>
      {plan.features.usageBasedBilling ? (
        <div className="stack">
          <Switch
            label={t("usage.overage.label")}
            description={
              allowance === null
                ? t("usage.overage.unlimited")
                : t("usage.overage.hint", { extra: formatNumber(allowance, i18n.language) })
            }
            checked={checked}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
          />
          {save.isError && (
            <Banner tone="danger">
              {save.variables ? t("usage.overage.failed") : errorMessage(save.error)}
            </Banner>
          )}
        </div>
      ) : (
        <p className="muted">
          {t("usage.overage.unavailable")} <Link to="/app/subscription">{t("usage.overage.seePlans")}</Link>
        </p>
      )}
    </Card>
  );
}
