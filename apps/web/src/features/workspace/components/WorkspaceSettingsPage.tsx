import type { Workspace } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { saveWorkspace, workspaceKeys } from "../api/workspace-api.ts";
import { useIsWorkspaceAdmin, useWorkspace } from "../hooks/use-workspace.ts";
import { inactivityOptions } from "../inactivity-options.ts";

function SettingsForm({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(workspace.name);
  const [optOut, setOptOut] = useState(workspace.training_opt_out);
  const [timeout, setTimeoutValue] = useState(workspace.session_inactivity_timeout);
  const [passwordSignIn, setPasswordSignIn] = useState(workspace.allow_password_sign_in);
  const save = useMutation({
    mutationFn: () =>
      saveWorkspace({
        name: name.trim(),
        training_opt_out: optOut,
        session_inactivity_timeout: timeout,
        allow_password_sign_in: passwordSignIn,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceKeys.workspace, saved);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.workspaces });
      toast.success(t("common.saved"));
    },
    onError: (error) => {
      if (!(isApiError(error) && error.fieldMessage("name"))) toast.error(errorMessage(error));
    },
  });
  const dirty =
    name.trim() !== workspace.name ||
    optOut !== workspace.training_opt_out ||
    timeout !== workspace.session_inactivity_timeout ||
    passwordSignIn !== workspace.allow_password_sign_in;
  const nameError = isApiError(save.error) ? save.error.fieldMessage("name") : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Card
        footer={
          canEdit && (
            <Button
              type="submit"
              variant="primary"
              loading={save.isPending}
              disabled={!dirty || !name.trim()}
            >
              {t("common.saveChanges")}
            </Button>
          )
        }
      >
        <fieldset disabled={!canEdit} className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField
            label={t("workspace.name")}
            value={name}
            required
            maxLength={100}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t("workspace.inactivity")}
            hint={t("workspace.inactivityHint")}
            value={timeout === null ? "" : String(timeout)}
            onChange={(event) => setTimeoutValue(event.target.value ? Number(event.target.value) : null)}
            options={inactivityOptions(workspace.session_inactivity_timeout, t)}
          />
          <Switch
            label={t("workspace.trainingOptOut")}
            description={t("workspace.trainingOptOutHint")}
            checked={optOut}
            onChange={(event) => setOptOut(event.target.checked)}
          />
          {/* Turning it off would require single sign-on, which cannot be set up yet: it can only be turned on. */}
          <Switch
            label={t("workspace.passwordSignIn")}
            description={
              passwordSignIn ? t("workspace.passwordSignInNoSso") : t("workspace.passwordSignInHint")
            }
            checked={passwordSignIn}
            disabled={passwordSignIn}
            onChange={(event) => setPasswordSignIn(event.target.checked)}
          />
        </fieldset>
      </Card>
    </form>
  );
}

/** /app/workspace/settings: editable by owners and admins, read-only for everyone else. */
export function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("workspace.settingsTitle"));
  const workspace = useWorkspace();
  const isAdmin = useIsWorkspaceAdmin();
  return (
    <>
      <PageHeader title={t("workspace.settingsTitle")} description={t("workspace.settingsDescription")} />
      <div className="stack">
        {workspace.data && !isAdmin && <Banner tone="info">{t("workspace.readOnly")}</Banner>}
        <QueryView query={workspace}>
          {(data) => <SettingsForm key={JSON.stringify(data)} workspace={data} canEdit={isAdmin} />}
        </QueryView>
      </div>
    </>
  );
}
