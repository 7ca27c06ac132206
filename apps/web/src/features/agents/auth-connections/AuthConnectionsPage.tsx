import type { AuthConnection } from "@chorus/contract";
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
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { AuthConnectionFormDialog } from "./AuthConnectionFormDialog.tsx";
import {
  authConnectionsQueryKey,
  fetchAuthConnections,
  removeAuthConnection,
} from "./auth-connections-api.ts";

/** The tools (and MCP servers) a connection is used by, by name. */
function usersOf(connection: AuthConnection): string[] {
  const named = (d: { type: string; id: string; name?: string }) => d.name ?? d.id;
  return [...connection.used_by.tools.map(named), ...connection.used_by.mcp_servers.map(named)];
}

/**
 * /app/agents/auth-connections: how the workspace's webhook tools authenticate (basic, bearer, a
 * custom header, OAuth2, JWT); add one per type, delete one (refused while a tool uses it).
 */
export function AuthConnectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("authConnections.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canManage = workspace.data !== undefined && workspace.data.role !== "viewer";
  const connections = useQuery({ queryKey: authConnectionsQueryKey, queryFn: fetchAuthConnections });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AuthConnection | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: authConnectionsQueryKey });

  const addButton = canManage && (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <Icon name="plus" />
      {t("authConnections.add")}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t("authConnections.title")}
        description={t("authConnections.description")}
        actions={addButton}
      />
      <div className="stack">
        {workspace.data?.role === "viewer" && <Banner tone="info">{t("authConnections.viewerNote")}</Banner>}
        <Card flush>
          <QueryView
            query={connections}
            loading={
              <div className="card__body">
                <SkeletonRows />
              </div>
            }
          >
            {(data) =>
              data.auth_connections.length === 0 ? (
                <EmptyState icon="key" title={t("authConnections.empty")} action={addButton}>
                  {t("authConnections.emptyText")}
                </EmptyState>
              ) : (
                <DataTable
                  columns={[
                    { key: "name", label: t("authConnections.columns.name") },
                    { key: "type", label: t("authConnections.columns.type") },
                    { key: "used-by", label: t("authConnections.columns.usedBy") },
                    ...(canManage
                      ? [{ key: "actions", label: t("authConnections.columns.actions"), actions: true }]
                      : []),
                  ]}
                >
                  {data.auth_connections.map((connection) => {
                    const users = usersOf(connection);
                    return (
                      <tr key={connection.id}>
                        <td>
                          <div className="cell-primary">{connection.name}</div>
                          <div className="cell-secondary mono">{connection.id}</div>
                        </td>
                        <td>{t(`authConnections.types.${connection.auth_type}`)}</td>
                        <td>
                          {users.length === 0 ? (
                            <span className="muted">{t("authConnections.unused")}</span>
                          ) : (
                            users.join(", ")
                          )}
                        </td>
                        {canManage && (
                          <td className="table__actions">
                            <Button
                              size="sm"
                              variant="danger-ghost"
                              iconOnly
                              aria-label={t("authConnections.deleteLabel", { name: connection.name })}
                              onClick={() => setDeleting(connection)}
                            >
                              <Icon name="trash" />
                            </Button>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </DataTable>
              )
            }
          </QueryView>
        </Card>
      </div>
      <AuthConnectionFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onDone={(name) => {
          setAdding(false);
          toast.success(t("authConnections.created", { name }));
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        title={t("authConnections.deleteTitle", { name: deleting?.name ?? "" })}
        confirmLabel={t("common.delete")}
        onConfirm={async () => {
          const name = deleting!.name;
          await removeAuthConnection(deleting!.id);
          toast.success(t("authConnections.deleted", { name }));
          await refresh();
        }}
        describeError={(caught) =>
          isApiError(caught) && caught.code === "auth_connection_in_use"
            ? { title: t("authConnections.inUse"), detail: errorMessage(caught) }
            : { title: errorMessage(caught), detail: null }
        }
      >
        {t("authConnections.deleteText")}
      </ConfirmDialog>
    </>
  );
}
