import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { agentToolsPath } from "../agent-path.ts";
import { useTools } from "../tools/use-tools.ts";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * The agent's Tools tab: the workspace tools it uses (`tool_ids`), attached and detached through
 * the draft like every other setting, so the save bar saves them; tools are made on the Tools page.
 */
export function ToolsTab({ draft, change }: AgentTabProps) {
  const { t } = useTranslation();
  const tools = useTools();
  const [chosen, setChosen] = useState("");
  const attached = draft.conversation_config.agent.prompt.tool_ids;
  const byId = new Map((tools.data ?? []).map((tool) => [tool.id, tool]));
  const available = (tools.data ?? []).filter((tool) => !attached.includes(tool.id));
  const attach = () => {
    if (!chosen) return;
    change((d) => {
      d.conversation_config.agent.prompt.tool_ids = [...d.conversation_config.agent.prompt.tool_ids, chosen];
    });
    setChosen("");
  };
  const detach = (toolId: string) =>
    change((d) => {
      d.conversation_config.agent.prompt.tool_ids = d.conversation_config.agent.prompt.tool_ids.filter(
        (id) => id !== toolId,
      );
    });
  return (
    <Card
      title={t("agentTools.agentTab.title")}
      description={t("agentTools.agentTab.description")}
      actions={
        <Link className="btn btn--secondary btn--sm" to={agentToolsPath}>
          <Icon name="settings" />
          {t("agentTools.agentTab.manage")}
        </Link>
      }
    >
      {tools.isPending ? (
        <SkeletonRows />
      ) : tools.isError ? (
        <ErrorState
          title={t("agentTools.loadFailed")}
          error={tools.error}
          onRetry={() => void tools.refetch()}
        />
      ) : (
        <div className="stack">
          {attached.length === 0 ? (
            <p className="muted">{t("agentTools.agentTab.none")}</p>
          ) : (
            <ul className="agent-tool-list" aria-label={t("agentTools.agentTab.title")}>
              {attached.map((toolId) => {
                const tool = byId.get(toolId);
                const name = tool?.tool_config.name ?? t("agentTools.agentTab.unknown", { id: toolId });
                return (
                  <li key={toolId} className="agent-tool">
                    <div>
                      <strong>{name}</strong>{" "}
                      {tool && <Badge>{t(`agentTools.types.${tool.tool_config.type}`)}</Badge>}
                      {tool?.tool_config.description && (
                        <div className="muted tool-description">{tool.tool_config.description}</div>
                      )}
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t("agentTools.agentTab.remove", { name })}
                      onClick={() => detach(toolId)}
                    >
                      <Icon name="close" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {(tools.data ?? []).length === 0 ? (
            <p className="muted">{t("agentTools.agentTab.noneInWorkspace")}</p>
          ) : (
            available.length > 0 && (
              <div className="agent-tool-picker">
                <SelectField
                  label={t("agentTools.agentTab.choose")}
                  placeholder={t("agentTools.agentTab.choosePlaceholder")}
                  value={chosen}
                  options={available.map((tool) => ({
                    value: tool.id,
                    label: `${tool.tool_config.name} (${t(`agentTools.types.${tool.tool_config.type}`)})`,
                  }))}
                  onChange={(event) => setChosen(event.target.value)}
                />
                <Button onClick={attach} disabled={!chosen}>
                  <Icon name="plus" />
                  {t("agentTools.agentTab.add")}
                </Button>
              </div>
            )
          )}
        </div>
      )}
    </Card>
  );
}
