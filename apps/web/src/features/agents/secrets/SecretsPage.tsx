import type { WorkspaceSecret } from "@chorus/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import "./secrets.css";
import { SecretFormDialog, type SecretFormMode } from "./SecretFormDialog.tsx";
import { SecretsTable } from "./SecretsTable.tsx";
import { fetchSecrets, removeSecret, secretsQueryKey } from "./secrets-api.ts";

/**
 * /app/agents/secrets: the workspace's secrets with the agents that use them; add one (name and a
 * write-only value), rename it, replace its value, delete it (refused while in use).
 */
export function SecretsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agentSecrets.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canManage = workspace.data !== undefined && workspace.data.role !== "viewer";
  const secrets = useQuery({ queryKey: secretsQueryKey, queryFn: fetchSecrets });
  const [form, setForm] = useState<SecretFormMode | null>(null);
  const [deleting, setDeleting] = useState<WorkspaceSecret | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: secretsQueryKey });

  const addButton = canManage && (
    <Button variant="primary" onClick={() => setForm({ kind: "create" })}>
      <Icon name="plus" />
      {t("agentSecrets.add")}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t("agentSecrets.title")}
        description={t("agentSecrets.description")}
        actions={addButton}
      />
      <div className="stack">
        {workspace.data?.role === "viewer" && <Banner tone="info">{t("agentSecrets.viewerNote")}</Banner>}
        <Card flush>
          <QueryView
            query={secrets}
            loading={
              <div className="card__body">
                <SkeletonRows />
              </div>
            }
          >
            {(data) =>
              data.secrets.length === 0 ? (
                <EmptyState icon="lock" title={t("agentSecrets.empty")} action={addButton}>
                  {t("agentSecrets.emptyText")}
                </EmptyState>
              ) : (
                <SecretsTable
                  secrets={data.secrets}
                  canManage={canManage}
                  onRename={(secret) => setForm({ kind: "rename", secret })}
                  onReplace={(secret) => setForm({ kind: "replace", secret })}
                  onDelete={setDeleting}
                />
              )
            }
          </QueryView>
        </Card>
      </div>
      <SecretFormDialog
        mode={form}
        onClose={() => setForm(null)}
        onDone={(name) => {
          const done = form;
          setForm(null);
          toast.success(
            done?.kind === "rename"
              ? t("agentSecrets.renamed", { name })
              : done?.kind === "replace"
                ? t("agentSecrets.replaced", { name })
                : t("agentSecrets.created", { name }),
          );
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        title={t("agentSecrets.deleteTitle", { name: deleting?.name ?? "" })}
        confirmLabel={t("common.delete")}
        onConfirm={async () => {
          const name = deleting!.name;
          await removeSecret(deleting!.secret_id);
          toast.success(t("agentSecrets.deleted", { name }));
          await refresh();
        }}
        describeError={(caught) =>
          isApiError(caught) && caught.code === "secret_in_use"
            ? { title: t("agentSecrets.inUse"), detail: errorMessage(caught) }
            : { title: errorMessage(caught), detail: null }
        }
      >
        {t("agentSecrets.deleteText")}
      </ConfirmDialog>
    </>
  );
}
