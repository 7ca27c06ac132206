import type { ToolResponse } from "@chorus/contract";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { agentsPath } from "../agent-path.ts";
import "../agents.css";
import { DeleteToolDialog } from "./DeleteToolDialog.tsx";
import { type EditableToolType, ToolEditorDialog } from "./ToolEditorDialog.tsx";
import { ToolsTable } from "./ToolsTable.tsx";
import { useTools } from "./use-tools.ts";

/** /app/agents/tools: the workspace's tools (webhook, client and system), searchable, with their usage. */
export function ToolsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agentTools.title"));
  const workspace = useWorkspace();
  const canCreate = workspace.data !== undefined && workspace.data.role !== "viewer";
  const tools = useTools();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<{ type: EditableToolType; tool?: ToolResponse } | null>(null);
  const [deleting, setDeleting] = useState<ToolResponse | null>(null);
  const shown = (tools.data ?? []).filter(
    (tool) =>
      !query ||
      tool.tool_config.name.toLowerCase().includes(query) ||
      tool.tool_config.description.toLowerCase().includes(query),
  );
  const newMenu = canCreate && (
    <Menu
      label={t("agentTools.newTool")}
      labelTrigger
      triggerClassName="btn btn--primary"
      trigger={
        <>
          <Icon name="plus" />
          {t("agentTools.newTool")}
        </>
      }
    >
      {(close) => (
        <>
          <MenuItem icon="external" close={close} onSelect={() => setEditing({ type: "webhook" })}>
            {t("agentTools.newWebhook")}
          </MenuItem>
          <MenuItem icon="smartphone" close={close} onSelect={() => setEditing({ type: "client" })}>
            {t("agentTools.newClient")}
          </MenuItem>
        </>
      )}
    </Menu>
  );
  return (
    <>
      <PageHeader
        title={t("agentTools.title")}
        description={
          <>
            {t("agentTools.description")} <Link to={agentsPath}>{t("agents.title")}</Link>
          </>
        }
        actions={newMenu}
      />
      <div className="stack">
        <div className="agent-filters">
          <TextField
            label={t("agentTools.search")}
            hideLabel
            type="search"
            placeholder={t("agentTools.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Card flush>
          {tools.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : tools.isError ? (
            <ErrorState
              title={t("agentTools.loadFailed")}
              error={tools.error}
              onRetry={() => void tools.refetch()}
            />
          ) : shown.length === 0 ? (
            query ? (
              <EmptyState icon="search" title={t("agentTools.noMatch")} />
            ) : (
              <EmptyState icon="settings" title={t("agentTools.empty.title")} action={newMenu}>
                {t("agentTools.empty.text")}
              </EmptyState>
            )
          ) : (
            <ToolsTable
              tools={shown}
              onEdit={(tool) => setEditing({ type: tool.tool_config.type as EditableToolType, tool })}
              onDelete={setDeleting}
            />
          )}
        </Card>
      </div>
      <ToolEditorDialog
        open={editing !== null}
        type={editing?.type ?? "webhook"}
        tool={editing?.tool}
        onClose={() => setEditing(null)}
      />
      <DeleteToolDialog tool={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
