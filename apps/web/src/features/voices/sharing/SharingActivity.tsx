import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Skeleton, SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { type ActivityRange, activityRanges, activityRows } from "./activity-series.ts";
import { SharingTimeline } from "./SharingTimeline.tsx";
import { SharingUsageChart } from "./SharingUsageChart.tsx";
import { useSharingHistory, useSharingMetrics } from "./use-voice-sharing.ts";

/**
 * A shared voice's metrics and history: how many added it and how much their copies speak (figures
 * and a chart), and what happened to it in the library (a timeline).
 */
export function SharingActivity({ voiceId }: { voiceId: string }) {
  const { t, i18n } = useTranslation();
  const metrics = useSharingMetrics(voiceId);
  const history = useSharingHistory(voiceId);
  const [range, setRange] = useState<ActivityRange>("30d");
  const events = history.data?.events ?? [];
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="sharing-activity">
      <Card
        title={t("voiceLibrary.activity.title")}
        actions={
          <SelectField
            label={t("voiceLibrary.activity.range")}
            hideLabel
            options={activityRanges.map((value) => ({
              value,
              label: t(`voiceLibrary.activity.ranges.${value}`),
            }))}
            value={range}
            onChange={(event) => setRange(event.target.value as ActivityRange)}
          />
        }
      >
        {metrics.isPending || history.isPending ? (
          <div className="stack">
            <SkeletonRows rows={1} />
            <Skeleton height={200} width="100%" />
          </div>
        ) : metrics.isError ? (
          <ErrorState error={metrics.error} onRetry={() => void metrics.refetch()} />
        ) : (
          <div className="stack">
            <dl className="metric-tiles">
              <div className="metric-tile">
                <dt>{t("voiceLibrary.activity.addedBy")}</dt>
                <dd>{number(metrics.data.cloned_by_count)}</dd>
              </div>
              <div className="metric-tile">
                <dt>{t("voiceLibrary.activity.week")}</dt>
                <dd>{number(metrics.data.usage_character_count_7d)}</dd>
              </div>
              <div className="metric-tile">
                <dt>{t("voiceLibrary.activity.year")}</dt>
                <dd>{number(metrics.data.usage_character_count_1y)}</dd>
              </div>
            </dl>
            {metrics.data.cloned_by_count === 0 && metrics.data.usage_character_count_1y === 0 ? (
              <EmptyState icon="wave" title={t("voiceLibrary.activity.empty")}>
                {t("voiceLibrary.activity.emptyText")}
              </EmptyState>
            ) : (
              <SharingUsageChart rows={activityRows(metrics.data, events, range)} range={range} />
            )}
          </div>
        )}
      </Card>
      <Card title={t("voiceLibrary.activity.history")}>
        {history.isPending ? (
          <SkeletonRows rows={2} />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <SharingTimeline events={events} />
        )}
      </Card>
    </div>
  );
}
