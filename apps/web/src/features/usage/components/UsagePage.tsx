import { planFor, type Subscription } from "@chorus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useBillingOff } from "../../subscription/billing-availability.ts";
import { CreditsMeter } from "../../subscription/components/CreditsMeter.tsx";
import { StatusBadge } from "../../subscription/components/StatusBadge.tsx";
import { useSubscription } from "../../subscription/hooks/use-subscription.ts";
import { useIsWorkspaceAdmin } from "../../workspace/hooks/use-workspace.ts";
import { fetchDailyUsage, usageKeys } from "../api/usage-api.ts";
import { type UsageRange, usageRanges, usageWindow } from "../usage-period.ts";
import { InvoicesCard } from "./InvoicesCard.tsx";
import { UsageBasedBillingCard } from "./UsageBasedBillingCard.tsx";
import { UsageChart } from "./UsageChart.tsx";
import "../usage.css";

function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="usage-chart usage-chart--loading" role="status" aria-label={t("common.loading")}>
      {Array.from({ length: 14 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} height={24 + ((index * 37) % 120)} style={{ flex: 1 }} />
      ))}
    </div>
  );
}

function RangePicker({ range, onRange }: { range: UsageRange; onRange: (range: UsageRange) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      label={t("usage.chart.rangeLabel")}
      name="usage-range"
      options={usageRanges}
      optionLabel={(value) => t(`usage.chart.range.${value}`)}
      value={range}
      onChange={onRange}
    />
  );
}

/**
 * Daily use over the current credit period or the last 30 or 90 days. An empty current period
 * says why earlier use is not in it (a plan change starts a new period) and offers the 30 days.
 */
function DailyUsageCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const [nowMs] = useState(() => Date.now());
  const [range, setRange] = useState<UsageRange>("period");
  const shown = usageWindow(range, subscription, nowMs);
  const stats = useQuery({
    queryKey: usageKeys.stats(shown.startMs, shown.endMs),
    queryFn: () => fetchDailyUsage(shown.startMs, shown.endMs),
    placeholderData: keepPreviousData,
  });
  const dates = `${formatDate(shown.startMs / 1000, i18n.language)} – ${formatDate(shown.endMs / 1000, i18n.language)}`;
  const emptyPeriod = (
    <EmptyState icon="wave" title={t("usage.chart.empty")}>
      <span className="stack">
        <span>
          {t("usage.chart.emptyPeriodText", { date: formatDate(shown.startMs / 1000, i18n.language) })}
        </span>
        <span>
          <Button size="sm" onClick={() => setRange("last30")}>
            {t("usage.chart.showLast30")}
          </Button>
        </span>
      </span>
    </EmptyState>
  );
  return (
    <Card
      title={t("usage.chart.title")}
      description={dates}
      actions={<RangePicker range={range} onRange={setRange} />}
    >
      <QueryView query={stats} loading={<ChartSkeleton />}>
        {(data) => (
          <div
            aria-busy={stats.isPlaceholderData}
            className={stats.isPlaceholderData ? "usage-chart--stale" : ""}
          >
            <UsageChart stats={data} empty={range === "period" ? emptyPeriod : undefined} />
          </div>
        )}
      </QueryView>
    </Card>
  );
}

function PlanSummaryCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const plan = planFor(subscription.tier);
  return (
    <Card
      title={t("usage.credits.title")}
      actions={
        <span className="row">
          <span className="cell-primary">{plan.displayName}</span>
          <StatusBadge status={subscription.status} />
        </span>
      }
    >
      <CreditsMeter subscription={subscription} />
    </Card>
  );
}

/**
 * /app/usage: this period's credits (used, left, reset), a stacked bar chart of daily use by product,
 * and for admins on a billing server the invoices and the usage-based billing switch.
 */
export function UsagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("usage.title"));
  const subscription = useSubscription();
  const isAdmin = useIsWorkspaceAdmin();
  const billingOff = useBillingOff(subscription.data);

  return (
    <>
      <PageHeader
        title={t("usage.title")}
        description={t("usage.description")}
        actions={
          !billingOff && (
            <Link className="btn btn--secondary" to="/app/subscription">
              <Icon name="crown" />
              {t("usage.subscriptionLink")}
            </Link>
          )
        }
      />
      {subscription.isPending ? (
        <div className="stack-lg">
          <Card>
            <div className="stack">
              <Skeleton width="30%" height={22} />
              <Skeleton width="100%" height={8} />
            </div>
          </Card>
          <Card>
            <ChartSkeleton />
          </Card>
        </div>
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <div className="stack-lg">
          <PlanSummaryCard subscription={subscription.data} />
          <DailyUsageCard subscription={subscription.data} />
          {isAdmin && !billingOff && (
            <>
              <UsageBasedBillingCard subscription={subscription.data} />
              <InvoicesCard />
            </>
          )}
        </div>
      )}
    </>
  );
}
