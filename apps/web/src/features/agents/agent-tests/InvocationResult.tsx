import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { formatDateTime } from "../../conversations/conversation-format.ts";
import {
  cancelInvocation,
  resubmitRuns,
  testInvocationQueryKey,
  testInvocationsQueryKey,
} from "./agent-tests-api.ts";
import { invocationProgress } from "./invocation-status.ts";
import { RunResult } from "./RunResult.tsx";
import { InvocationStatusBadge } from "./status-badges.tsx";
import { useTestInvocation } from "./use-agent-tests.ts";

/**
 * A run of tests: its status and, while it runs, a progress bar (polled every second); each test's
 * result; Cancel while it runs, and afterwards Run again (all, or the failed tests only).
 */
export function InvocationResult({
  agentId,
  invocationId,
  readOnly,
}: {
  agentId: string;
  invocationId: string;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const invocation = useTestInvocation(agentId, invocationId);
  const [acting, setActing] = useState<"cancel" | "all" | "failed" | null>(null);

  if (invocation.isPending)
    return (
      <Card>
        <SkeletonRows rows={2} />
      </Card>
    );
  if (invocation.isError)
    return (
      <Card>
        <ErrorState
          title={t("agentTests.invocation.loadFailed")}
          error={invocation.error}
          onRetry={() => void invocation.refetch()}
        />
      </Card>
    );
  const data = invocation.data;
  const { status, done, total } = invocationProgress(data);
  const failedRuns = data.test_runs.filter((run) => run.status === "failed").map((run) => run.test_run_id);
  const act = async (kind: "cancel" | "all" | "failed") => {
    setActing(kind);
    try {
      if (kind === "cancel") await cancelInvocation(invocationId);
      else
        await resubmitRuns(
          agentId,
          invocationId,
          kind === "failed" ? failedRuns : data.test_runs.map((run) => run.test_run_id),
        );
      toast.success(
        t(kind === "cancel" ? "agentTests.invocation.cancelled" : "agentTests.invocation.resubmitted"),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testInvocationQueryKey(invocationId) }),
        queryClient.invalidateQueries({ queryKey: testInvocationsQueryKey(agentId) }),
      ]);
    } catch {
      toast.error(
        t(kind === "cancel" ? "agentTests.invocation.cancelFailed" : "agentTests.invocation.resubmitFailed"),
      );
    } finally {
      setActing(null);
    }
  };
  const actions = readOnly ? undefined : status === "running" ? (
    <Button size="sm" loading={acting === "cancel"} onClick={() => void act("cancel")}>
      <Icon name="close" />
      {t("agentTests.invocation.cancel")}
    </Button>
  ) : (
    <>
      {failedRuns.length > 0 && failedRuns.length < total && (
        <Button
          size="sm"
          loading={acting === "failed"}
          disabled={acting !== null}
          onClick={() => void act("failed")}
        >
          <Icon name="refresh" />
          {t("agentTests.invocation.rerunFailed")}
        </Button>
      )}
      <Button size="sm" loading={acting === "all"} disabled={acting !== null} onClick={() => void act("all")}>
        <Icon name="refresh" />
        {t("agentTests.invocation.rerun")}
      </Button>
    </>
  );
  return (
    <Card title={t("agentTests.invocation.title", { date: formatDateTime(data.created_at, i18n.language) })}>
      <div className="stack">
        <div className="agent-test-progress">
          <div className="agent-test-progress__status" role="status">
            <InvocationStatusBadge status={status} />
            {status === "running" && (
              <>
                <div
                  className="progress agent-test-progress__bar"
                  role="progressbar"
                  aria-label={t("agentTests.invocation.progress")}
                  aria-valuemin={0}
                  aria-valuemax={total}
                  aria-valuenow={done}
                >
                  <div className="progress__bar" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
                </div>
                <span className="muted">{t("agentTests.invocation.progressText", { done, total })}</span>
              </>
            )}
          </div>
          {actions && <div className="agent-test-progress__actions">{actions}</div>}
        </div>
        <ul className="agent-test-results" aria-label={t("agentTests.invocation.results")}>
          {data.test_runs.map((run) => (
            <RunResult key={run.test_run_id} run={run} />
          ))}
        </ul>
      </div>
    </Card>
  );
}
