import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { formatDateTime } from "../../conversations/conversation-format.ts";
import { summaryStatus } from "./invocation-status.ts";
import { InvocationStatusBadge } from "./status-badges.tsx";
import { useTestInvocations } from "./use-agent-tests.ts";

/** The agent's latest runs of tests, newest first; choosing one shows its results. */
export function TestRunsList({
  agentId,
  shown,
  onShow,
}: {
  agentId: string;
  shown: string | null;
  onShow: (invocationId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const invocations = useTestInvocations(agentId);
  return (
    <Card title={t("agentTests.runs.title")} description={t("agentTests.runs.description")}>
      {invocations.isPending ? (
        <SkeletonRows rows={2} />
      ) : invocations.isError ? (
        <ErrorState
          title={t("agentTests.runs.loadFailed")}
          error={invocations.error}
          onRetry={() => void invocations.refetch()}
        />
      ) : invocations.data.results.length === 0 ? (
        <p className="muted">{t("agentTests.runs.none")}</p>
      ) : (
        <ul className="agent-test-runs" aria-label={t("agentTests.runs.title")}>
          {invocations.data.results.map((summary) => (
            <li key={summary.id}>
              <button
                type="button"
                className="agent-test-runs__item"
                aria-pressed={summary.id === shown}
                onClick={() => onShow(summary.id)}
              >
                <span className="agent-test-runs__text">
                  <span className="cell-primary">
                    {formatDateTime(summary.created_at_unix_secs, i18n.language)}
                  </span>
                  <span className="cell-secondary">{summary.title}</span>
                  <span className="cell-secondary">
                    {t("agentTests.runs.counts", {
                      passed: summary.passed_count,
                      failed: summary.failed_count,
                      pending: summary.pending_count,
                    })}
                  </span>
                </span>
                <InvocationStatusBadge status={summaryStatus(summary)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
