import type { ToolResponse } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { RowActionsMenu } from "../../../ui/RowActionsMenu.tsx";

/** The workspace's tools: name and description, type, usage, and a menu for those the caller may manage. */
export function ToolsTable({
  tools,
  onEdit,
  onDelete,
}: {
  tools: readonly ToolResponse[];
  onEdit: (tool: ToolResponse) => void;
  onDelete: (tool: ToolResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const seconds = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  return (
    <DataTable
      columns={[
        { key: "name", label: t("agentTools.list.name") },
        { key: "type", label: t("agentTools.list.type") },
        { key: "usage", label: t("agentTools.list.usage") },
        { key: "actions", label: t("agentTools.list.actionsColumn"), actions: true },
      ]}
    >
      {tools.map((tool) => {
        const editable = tool.access_info.role === "admin" && tool.tool_config.type !== "system";
        return (
          <tr key={tool.id}>
            <td>
              {editable ? (
                <button type="button" className="tool-name tool-name--button" onClick={() => onEdit(tool)}>
                  {tool.tool_config.name}
                </button>
              ) : (
                <span className="tool-name">{tool.tool_config.name}</span>
              )}
              <div className="muted tool-description">{tool.tool_config.description}</div>
            </td>
            <td>
              <Badge tone={tool.tool_config.type === "webhook" ? "accent" : "neutral"}>
                {t(`agentTools.types.${tool.tool_config.type}`)}
              </Badge>
            </td>
            <td>
              {tool.usage_stats.total_calls > 0
                ? t("agentTools.list.calls", {
                    calls: tool.usage_stats.total_calls,
                    seconds: seconds(tool.usage_stats.avg_latency_secs),
                  })
                : t("agentTools.list.notCalled")}
            </td>
            <td className="table__actions">
              {tool.access_info.role === "admin" && (
                <RowActionsMenu
                  label={t("agentTools.list.actions", { name: tool.tool_config.name })}
                  actions={[
                    editable && {
                      icon: "edit",
                      label: t("agentTools.list.edit"),
                      onSelect: () => onEdit(tool),
                    },
                    {
                      icon: "trash",
                      label: t("agentTools.list.delete"),
                      danger: true,
                      onSelect: () => onDelete(tool),
                    },
                  ]}
                />
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
