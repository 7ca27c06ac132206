import type { McpServerResponse } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import "../agents.css";
import { AddMcpServerDialog } from "./AddMcpServerDialog.tsx";
import { DeleteMcpServerDialog } from "./DeleteMcpServerDialog.tsx";
import { McpServerToolsDialog } from "./McpServerToolsDialog.tsx";
import { fetchMcpServers, mcpServersQueryKey } from "./mcp-servers-api.ts";

/** /app/agents/mcp-servers: the workspace's MCP servers, their tools (asked live) and approvals. */
export function McpServersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agentMcp.title"));
  const workspace = useWorkspace();
  const canCreate = workspace.data !== undefined && workspace.data.role !== "viewer";
  const servers = useQuery({ queryKey: mcpServersQueryKey, queryFn: fetchMcpServers, staleTime: 30_000 });
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<McpServerResponse | null>(null);
  const [deleting, setDeleting] = useState<McpServerResponse | null>(null);
  const addButton = canCreate && (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <Icon name="plus" />
      {t("agentMcp.add")}
    </Button>
  );
  const list = servers.data ?? [];
  return (
    <>
      <PageHeader title={t("agentMcp.title")} description={t("agentMcp.description")} actions={addButton} />
      <Card flush>
        {servers.isPending ? (
          <div className="card__body">
            <SkeletonRows />
          </div>
        ) : servers.isError ? (
          <ErrorState
            title={t("agentMcp.loadFailed")}
            error={servers.error}
            onRetry={() => void servers.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState icon="settings" title={t("agentMcp.empty.title")} action={addButton}>
            {t("agentMcp.empty.text")}
          </EmptyState>
        ) : (
          <DataTable
            columns={[
              { key: "name", label: t("agentMcp.list.name") },
              { key: "address", label: t("agentMcp.list.address") },
              { key: "agents", label: t("agentMcp.list.agents") },
              { key: "actions", label: t("agentMcp.list.actions"), actions: true },
            ]}
          >
            {list.map((server) => (
              <tr key={server.id}>
                <td>
                  <button
                    type="button"
                    className="tool-name tool-name--button"
                    onClick={() => setShowing(server)}
                  >
                    {server.config.name}
                  </button>
                </td>
                <td className="muted">
                  {typeof server.config.url === "string"
                    ? server.config.url
                    : t("agentMcp.list.secretAddress")}
                  {" · "}
                  {t(`agentMcp.transports.${server.config.transport}`)}
                </td>
                <td>{server.dependent_agents?.length ?? 0}</td>
                <td>
                  <div className="row">
                    <Button size="sm" onClick={() => setShowing(server)}>
                      {t("agentMcp.list.tools")}
                    </Button>
                    {server.access_info?.role === "admin" && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t("agentMcp.list.deleteLabel", { name: server.config.name })}
                        onClick={() => setDeleting(server)}
                      >
                        {t("agentMcp.list.delete")}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
      <AddMcpServerDialog open={adding} onClose={() => setAdding(false)} />
      <McpServerToolsDialog server={showing} onClose={() => setShowing(null)} />
      <DeleteMcpServerDialog server={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
