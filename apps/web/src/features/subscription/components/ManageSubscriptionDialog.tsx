import { planFor, type Subscription } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon, type IconName } from "../../../ui/Icon.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import {
  endSubscription,
  keepSubscription,
  openPaymentMethods,
  openPortal,
  subscriptionQueryKey,
} from "../api/billing-api.ts";
import { noteBillingError } from "../billing-availability.ts";
import { changeErrorText } from "../billing-errors.ts";
import { periodEndUnix } from "../hooks/use-plan-actions.ts";
import { isSelfServeSubscriber } from "../plan-pricing.ts";
import { StatusBadge } from "./StatusBadge.tsx";

interface ManageSubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  subscription: Subscription;
  isAdmin: boolean;
}

function ActionRow({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="manage-row">
      <span className="manage-row__icon">
        <Icon name={icon} />
      </span>
      <div className="manage-row__text">
        <div className="cell-primary">{title}</div>
        <div className="muted">{text}</div>
      </div>
      {children}
    </div>
  );
}

/**
 * The management panel (`/app/subscription?manage-subscription=true`, spec 000 §2): the payment
 * provider's portal (invoices, billing details), changing the card, and cancelling or keeping the
 * subscription. Cancelling asks once more inside the panel.
 */
export function ManageSubscriptionDialog({
  open,
  onClose,
  subscription,
  isAdmin,
}: ManageSubscriptionDialogProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [failure, setFailure] = useState<{ title: string; detail: string | null } | null>(null);
  const plan = planFor(subscription.tier);
  const paying = isSelfServeSubscriber(subscription.tier);
  const cancellationPending = subscription.pending_change?.kind === "cancellation";
  const end = periodEndUnix(subscription);

  const leave = useMutation({
    mutationFn: (where: "portal" | "payment") => (where === "portal" ? openPortal() : openPaymentMethods()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      noteBillingError(error);
      toast.error(errorMessage(error));
    },
  });
  const change = useMutation({
    mutationFn: (kind: "cancel" | "renew") => (kind === "cancel" ? endSubscription() : keepSubscription()),
    onSuccess: (updated, kind) => {
      queryClient.setQueryData(subscriptionQueryKey, updated);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      setConfirmingCancel(false);
      toast.success(
        kind === "renew"
          ? t("subscription.done.renewed")
          : t("subscription.done.cancelled", {
              date: formatDate(updated.pending_change?.timestamp_seconds ?? end ?? 0, i18n.language),
            }),
      );
    },
    onError: (error, kind) => {
      noteBillingError(error);
      setFailure(changeErrorText(kind, error, t));
    },
  });

  const close = () => {
    setConfirmingCancel(false);
    setFailure(null);
    onClose();
  };
  const busy = change.isPending || leave.isPending;

  const footer = confirmingCancel ? (
    <>
      <Button onClick={() => setConfirmingCancel(false)} disabled={change.isPending}>
        {t("subscription.confirm.keepPlan")}
      </Button>
      <Button
        variant="danger"
        loading={change.isPending}
        onClick={() => change.mutate("cancel")}
        data-autofocus
      >
        {t("subscription.buttons.cancelSubscription")}
      </Button>
    </>
  ) : (
    <Button onClick={close}>{t("common.close")}</Button>
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={confirmingCancel ? t("subscription.confirm.cancelTitle") : t("subscription.manage.title")}
      description={confirmingCancel ? undefined : t("subscription.manage.description")}
      footer={footer}
    >
      <div className="stack">
        {confirmingCancel ? (
          <p className="muted">
            {end
              ? t("subscription.confirm.cancelText", {
                  plan: plan.displayName,
                  date: formatDate(end, i18n.language),
                })
              : t("subscription.confirm.cancelTextNoDate", { plan: plan.displayName })}
          </p>
        ) : (
          <>
            <div className="row-between">
              <span className="cell-primary">{plan.displayName}</span>
              <StatusBadge status={subscription.status} />
            </div>
            {!isAdmin ? (
              <Banner tone="info">{t("subscription.manage.adminsOnly")}</Banner>
            ) : !paying ? (
              <Banner tone="info">{t("subscription.manage.nothingToManage")}</Banner>
            ) : (
              <div className="manage-rows">
                <ActionRow
                  icon="external"
                  title={t("subscription.manage.portal")}
                  text={t("subscription.manage.portalText")}
                >
                  <Button
                    size="sm"
                    loading={leave.isPending && leave.variables === "portal"}
                    disabled={busy}
                    onClick={() => leave.mutate("portal")}
                  >
                    {t("subscription.manage.open")}
                  </Button>
                </ActionRow>
                <ActionRow
                  icon="lock"
                  title={t("subscription.manage.paymentMethod")}
                  text={t("subscription.manage.paymentMethodText")}
                >
                  <Button
                    size="sm"
                    loading={leave.isPending && leave.variables === "payment"}
                    disabled={busy}
                    onClick={() => leave.mutate("payment")}
                  >
                    {t("subscription.manage.update")}
                  </Button>
                </ActionRow>
                {cancellationPending ? (
                  <ActionRow
                    icon="refresh"
                    title={t("subscription.manage.keep")}
                    text={t("subscription.manage.keepText")}
                  >
                    <Button
                      size="sm"
                      variant="primary"
                      loading={change.isPending}
                      disabled={busy}
                      onClick={() => change.mutate("renew")}
                    >
                      {t("subscription.buttons.doNotCancel")}
                    </Button>
                  </ActionRow>
                ) : (
                  <ActionRow
                    icon="close"
                    title={t("subscription.manage.cancel")}
                    text={t("subscription.manage.cancelText")}
                  >
                    <Button
                      size="sm"
                      variant="danger-ghost"
                      disabled={busy}
                      onClick={() => {
                        setFailure(null);
                        setConfirmingCancel(true);
                      }}
                    >
                      {t("subscription.buttons.cancelSubscription")}
                    </Button>
                  </ActionRow>
                )}
              </div>
            )}
          </>
        )}
        {failure && (
          <Banner tone="danger" title={failure.title}>
            {failure.detail}
          </Banner>
        )}
      </div>
    </Dialog>
  );
}
