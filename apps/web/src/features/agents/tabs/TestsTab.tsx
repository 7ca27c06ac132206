import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  agentTestsQueryKey,
  type ListedTest,
  removeTest,
  runTests,
  testInvocationQueryKey,
  testInvocationsQueryKey,
} from "../agent-tests/agent-tests-api.ts";
import { InvocationResult } from "../agent-tests/InvocationResult.tsx";
import { type TestEditing, TestEditorDialog } from "../agent-tests/TestEditorDialog.tsx";
import { TestRunsList } from "../agent-tests/TestRunsList.tsx";
import { TestsTable } from "../agent-tests/TestsTable.tsx";
import { useAgentTests, useTestInvocations } from "../agent-tests/use-agent-tests.ts";
import "../agent-tests/agent-tests.css";

/**
 * The agent's Tests tab (issue 19 §7): the workspace's tests, selected and run on the agent's
 * saved version in the background; the run's progress and each test's verdict with why; the
 * agent's past runs, to see again, cancel or run again. Tests are saved on their own, not with the
 * agent's save bar.
 */
export function TestsTab({
  agentId,
  readOnly,
  unsaved,
}: {
  agentId: string;
  readOnly: boolean;
  /** The agent has unsaved changes: runs use the last saved version. */
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const tests = useAgentTests();
  const invocations = useTestInvocations(agentId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<TestEditing | null>(null);
  const [deleting, setDeleting] = useState<ListedTest | null>(null);
  const [chosenRun, setChosenRun] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [runError, setRunError] = useState<unknown>(null);
  const shownRun = chosenRun ?? invocations.data?.results[0]?.id ?? null;
  // Only tests still listed count (one deleted elsewhere drops out of the selection).
  const chosen = (tests.data ?? []).filter((test) => selected.has(test.id)).map((test) => test.id);

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const run = async () => {
    setStarting(true);
    setRunError(null);
    try {
      const invocation = await runTests(agentId, chosen);
      queryClient.setQueryData(testInvocationQueryKey(invocation.id), invocation);
      setChosenRun(invocation.id);
      await queryClient.invalidateQueries({ queryKey: testInvocationsQueryKey(agentId) });
    } catch (error) {
      setRunError(error);
    } finally {
      setStarting(false);
    }
  };

  const newMenu = !readOnly && (
    <Menu
      label={t("agentTests.newTest")}
      labelTrigger
      triggerClassName="btn btn--secondary btn--sm"
      trigger={
        <>
          <Icon name="plus" />
          {t("agentTests.newTest")}
        </>
      }
    >
      {(close) => (
        <>
          <MenuItem icon="message" close={close} onSelect={() => setEditing({ type: "llm" })}>
            {t("agentTests.newLlm")}
          </MenuItem>
          <MenuItem icon="settings" close={close} onSelect={() => setEditing({ type: "tool" })}>
            {t("agentTests.newTool")}
          </MenuItem>
        </>
      )}
    </Menu>
  );

  const listed = tests.data ?? [];
  return (
    <div className="stack">
      <Card
        flush
        title={t("agentTests.title")}
        description={t("agentTests.description")}
        actions={listed.length > 0 ? newMenu : undefined}
        footer={
          !readOnly &&
          listed.length > 0 && (
            <div className="agent-test-run-bar">
              <span className="muted">{chosen.length === 0 && t("agentTests.runHint")}</span>
              <Button
                variant="primary"
                loading={starting}
                disabled={chosen.length === 0}
                onClick={() => void run()}
              >
                <Icon name="play" />
                {t("agentTests.run")}
              </Button>
            </div>
          )
        }
      >
        {tests.isPending ? (
          <div className="card__body">
            <SkeletonRows />
          </div>
        ) : tests.isError ? (
          <ErrorState
            title={t("agentTests.loadFailed")}
            error={tests.error}
            onRetry={() => void tests.refetch()}
          />
        ) : listed.length === 0 ? (
          <EmptyState icon="sparkles" title={t("agentTests.empty.title")} action={newMenu}>
            {t("agentTests.empty.text")}
          </EmptyState>
        ) : (
          <div className="stack">
            {runError !== null && (
              <div className="agent-test-banner">
                <Banner tone="danger" title={t("agentTests.runFailed")}>
                  {errorMessage(runError)}
                </Banner>
              </div>
            )}
            {unsaved && !readOnly && (
              <div className="agent-test-banner">
                <Banner tone="info">{t("agentTest.unsaved")}</Banner>
              </div>
            )}
            <TestsTable
              tests={listed}
              selected={selected}
              canManage={!readOnly}
              onSelect={select}
              onEdit={(test) =>
                setEditing({ type: test.type === "tool" ? "tool" : "llm", testId: test.id, name: test.name })
              }
              onDelete={setDeleting}
            />
          </div>
        )}
      </Card>
      {shownRun && (
        <InvocationResult key={shownRun} agentId={agentId} invocationId={shownRun} readOnly={readOnly} />
      )}
      <TestRunsList agentId={agentId} shown={shownRun} onShow={setChosenRun} />
      <TestEditorDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        title={t("agentTests.delete.title", { name: deleting?.name ?? "" })}
        confirmLabel={t("agentTests.delete.confirm")}
        onConfirm={async () => {
          if (!deleting) return;
          await removeTest(deleting.id);
          toast.success(t("agentTests.delete.deleted", { name: deleting.name }));
          select([deleting.id], false);
          await queryClient.invalidateQueries({ queryKey: agentTestsQueryKey });
        }}
      >
        {t("agentTests.delete.text")}
      </ConfirmDialog>
    </div>
  );
}
