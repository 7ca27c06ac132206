import type { WorkspaceApiKey } from "@chorus/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { useMarkChecklistItem } from "../../home/hooks/use-checklist.ts";
import { useIsWorkspaceAdmin, useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { apiKeysQueryKey, deleteKey, fetchApiKeys, updateKey } from "../api/api-keys-api.ts";
import { ApiKeyCreatedDialog } from "./ApiKeyCreatedDialog.tsx";
import { ApiKeyFormDialog } from "./ApiKeyFormDialog.tsx";
import { ApiKeysTable } from "./ApiKeysTable.tsx";

/** /app/settings/api-keys: admins create, edit, enable, disable and delete the workspace's keys. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("apiKeys.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const isAdmin = useIsWorkspaceAdmin();
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: fetchApiKeys, enabled: isAdmin });
  const markChecklist = useMarkChecklistItem();
  const [form, setForm] = useState<{ editing?: WorkspaceApiKey } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WorkspaceApiKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });

  const toggle = useMutation({
    mutationFn: (key: WorkspaceApiKey) => updateKey(key.key_id, { is_enabled: key.is_disabled }),
    onSuccess: (_, key) => {
      toast.success(key.is_disabled ? t("apiKeys.enabledToast") : t("apiKeys.disabledToast"));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const openCreate = () => setForm({});

  return (
    <>
      <PageHeader
        title={t("apiKeys.title")}
        description={t("apiKeys.description")}
        actions={
          isAdmin && (
            <Button variant="primary" onClick={openCreate}>
              <Icon name="plus" />
              {t("apiKeys.create")}
            </Button>
          )
        }
      />
      {workspace.isPending ? (
        <Card>
          <SkeletonRows />
        </Card>
      ) : !isAdmin ? (
        <Banner tone="info">{t("apiKeys.adminOnly")}</Banner>
      ) : (
        <Card flush>
          <QueryView
            query={keys}
            loading={
              <div className="card__body">
                <SkeletonRows />
              </div>
            }
          >
            {(data) =>
              data["api-keys"].length === 0 ? (
                <EmptyState
                  icon="key"
                  title={t("apiKeys.empty")}
                  action={
                    <Button variant="primary" onClick={openCreate}>
                      <Icon name="plus" />
                      {t("apiKeys.create")}
                    </Button>
                  }
                >
                  {t("apiKeys.emptyText")}
                </EmptyState>
              ) : (
                <ApiKeysTable
                  keys={data["api-keys"]}
                  canManage={isAdmin}
                  busyKeyId={toggle.isPending ? (toggle.variables?.key_id ?? null) : null}
                  onToggle={(key) => toggle.mutate(key)}
                  onEdit={(key) => setForm({ editing: key })}
                  onDelete={setDeleting}
                />
              )
            }
          </QueryView>
        </Card>
      )}
      <ApiKeyFormDialog
        open={form !== null}
        editing={form?.editing}
        onClose={() => setForm(null)}
        onCreated={(created) => {
          setForm(null);
          setSecret(created);
          markChecklist("create_api_key");
          void refresh();
        }}
        onSaved={() => {
          setForm(null);
          toast.success(t("apiKeys.updated"));
          void refresh();
        }}
      />
      <ApiKeyCreatedDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        title={t("apiKeys.deleteTitle")}
        confirmLabel={t("common.delete")}
        onConfirm={async () => {
          await deleteKey(deleting!.key_id);
          toast.success(t("apiKeys.deleted"));
          await refresh();
        }}
      >
        {t("apiKeys.deleteText", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
    </>
  );
}
