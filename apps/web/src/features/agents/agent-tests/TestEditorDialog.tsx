import { agentTestingLimits, type TestResponse } from "@chorus/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import {
  agentTestQueryKey,
  agentTestsQueryKey,
  createNewTest,
  fetchTest,
  saveTest,
} from "./agent-tests-api.ts";
import { ConversationEditor } from "./ConversationEditor.tsx";
import { ToolCallFields } from "./ToolCallFields.tsx";
import {
  bodyOf,
  type DraftProblems,
  draftOf,
  draftProblems,
  type EditableTestType,
  hasProblems,
  type TestDraft,
} from "./test-draft.ts";

/** What the dialog is open for: a new test of a type, or a stored test by id. */
export type TestEditing = { type: EditableTestType; testId?: string; name?: string };

/** Creates or edits an LLM evaluation or a tool-call test; an edited test is read whole first. */
export function TestEditorDialog({ editing, onClose }: { editing: TestEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = editing?.testId
    ? t("agentTests.editor.editTitle", { name: editing.name ?? "" })
    : t(editing?.type === "tool" ? "agentTests.editor.createTool" : "agentTests.editor.createLlm");
  return (
    <Dialog open={editing !== null} onClose={onClose} wide title={title}>
      {editing &&
        (editing.testId ? (
          <StoredTestForm testId={editing.testId} type={editing.type} onDone={onClose} />
        ) : (
          <TestForm type={editing.type} onDone={onClose} />
        ))}
    </Dialog>
  );
}

function StoredTestForm({
  testId,
  type,
  onDone,
}: {
  testId: string;
  type: EditableTestType;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const stored = useQuery({ queryKey: agentTestQueryKey(testId), queryFn: () => fetchTest(testId) });
  if (stored.isPending) return <SkeletonRows />;
  if (stored.isError)
    return (
      <ErrorState
        title={t("agentTests.editor.loadFailed")}
        error={stored.error}
        onRetry={() => void stored.refetch()}
      />
    );
  return <TestForm type={type} stored={stored.data} onDone={onDone} />;
}

function TestForm({
  type,
  stored,
  onDone,
}: {
  type: EditableTestType;
  stored?: TestResponse;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TestDraft>(() => draftOf(type, stored));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The server's refusal of the last attempt. */
  const [failure, setFailure] = useState<string | null>(null);
  const change = (patch: Partial<TestDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problems: DraftProblems | null = checked ? draftProblems(draft) : null;
  const message = (key: keyof Omit<DraftProblems, "parameters">) => {
    const problem = problems?.[key];
    return problem ? t(`agentTests.editor.problems.${problem}`) : null;
  };
  const failedTitle = t(stored ? "agentTests.editor.saveFailed" : "agentTests.editor.createFailed");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (hasProblems(draftProblems(draft))) return;
    setSaving(true);
    try {
      const body = bodyOf(draft, stored);
      if (stored) await saveTest(stored.id, body);
      else await createNewTest(body);
      toast.success(t(stored ? "agentTests.editor.saved" : "agentTests.editor.created", { name: body.name }));
      await queryClient.invalidateQueries({ queryKey: agentTestsQueryKey });
      onDone();
    } catch (error) {
      toast.error(failedTitle);
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      {failure && (
        <Banner tone="danger" title={failedTitle}>
          {failure}
        </Banner>
      )}
      {problems && hasProblems(problems) && (
        <Banner tone="warning">{t("agentTests.editor.fixProblems")}</Banner>
      )}
      <TextField
        label={t("agentTests.editor.name")}
        value={draft.name}
        maxLength={agentTestingLimits.nameCharacters}
        autoComplete="off"
        error={message("name")}
        onChange={(event) => change({ name: event.target.value })}
        data-autofocus
      />
      <ConversationEditor
        turns={draft.turns}
        onChange={(turns) => change({ turns })}
        problem={message("conversation")}
      />
      {draft.type === "llm" ? (
        <>
          <TextAreaField
            label={t("agentTests.editor.successCondition")}
            hint={t("agentTests.editor.successConditionHint")}
            rows={2}
            value={draft.successCondition}
            maxLength={agentTestingLimits.messageCharacters}
            error={message("condition")}
            onChange={(event) => change({ successCondition: event.target.value })}
          />
          <p className="muted">{t("agentTests.editor.examplesNote")}</p>
          <div className="agent-test-examples">
            <TextAreaField
              label={t("agentTests.editor.successExamples")}
              hint={t("agentTests.editor.successExamplesHint")}
              rows={3}
              value={draft.successExamples}
              onChange={(event) => change({ successExamples: event.target.value })}
            />
            <TextAreaField
              label={t("agentTests.editor.failureExamples")}
              hint={t("agentTests.editor.failureExamplesHint")}
              rows={3}
              value={draft.failureExamples}
              onChange={(event) => change({ failureExamples: event.target.value })}
            />
          </div>
        </>
      ) : (
        <ToolCallFields draft={draft} onChange={change} problems={problems} />
      )}
      <div className="row agent-test-form-actions">
        <Button onClick={onDone} disabled={saving}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={saving}>
          {t(stored ? "agentTests.editor.save" : "agentTests.editor.create")}
        </Button>
      </div>
    </form>
  );
}
