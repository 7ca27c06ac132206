import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { useTransferAgents } from "../tabs/use-transfer-agents.ts";
import { useTools } from "../tools/use-tools.ts";
import type { KindFieldsProps } from "./NodeFields.tsx";

/** An agent transfer node: which agent of the workspace takes the conversation over, and how. */
export function AgentTransferFields({
  node,
  set,
  problemAt,
  agentId,
}: KindFieldsProps<"standalone_agent"> & { agentId: string }) {
  const { t } = useTranslation();
  const agents = useTransferAgents();
  const choices = (agents.data?.agents ?? []).filter((agent) => agent.agent_id !== agentId);
  // An agent named by the API but not in the first page of the list still shows as chosen.
  const options = choices.map((agent) => ({ value: agent.agent_id, label: agent.name }));
  if (node.agent_id && !options.some((option) => option.value === node.agent_id))
    options.push({ value: node.agent_id, label: node.agent_id });
  return (
    <div className="stack">
      {agents.isPending ? (
        <Skeleton height={38} />
      ) : agents.isError ? (
        <ErrorState
          title={t("agentWorkflow.fields.agentsFailed")}
          error={agents.error}
          onRetry={() => void agents.refetch()}
        />
      ) : (
        <SelectField
          label={t("agentWorkflow.fields.agent")}
          placeholder={t("agentWorkflow.fields.agentPlaceholder")}
          value={node.agent_id ?? ""}
          options={options}
          error={problemAt("agent_id")}
          onChange={(event) =>
            set((n) => {
              n.agent_id = event.target.value || null;
            })
          }
        />
      )}
      <TextAreaField
        label={t("agentWorkflow.fields.transferMessage")}
        optional
        rows={2}
        value={node.transfer_message ?? ""}
        error={problemAt("transfer_message")}
        onChange={(event) =>
          set((n) => {
            // Emptied, it is left out, as on a node that never had one.
            if (event.target.value) n.transfer_message = event.target.value;
            else delete n.transfer_message;
          })
        }
      />
      <Switch
        label={t("agentWorkflow.fields.firstMessage")}
        checked={node.enable_transferred_agent_first_message}
        onChange={(event) =>
          set((n) => {
            n.enable_transferred_agent_first_message = event.target.checked;
          })
        }
      />
    </div>
  );
}

/** A tool node: the workspace tools it runs together, chosen from the Tools page's list. */
export function ToolNodeFields({ node, set, problemAt }: KindFieldsProps<"tool">) {
  const { t } = useTranslation();
  const tools = useTools();
  const [chosen, setChosen] = useState("");
  const nameOf = (toolId: string) =>
    tools.data?.find((tool) => tool.id === toolId)?.tool_config.name ?? toolId;
  const available = (tools.data ?? []).filter((tool) => !node.tools.some((used) => used.tool_id === tool.id));
  const add = () => {
    if (!chosen) return;
    set((n) => {
      n.tools.push({ tool_id: chosen });
    });
    setChosen("");
  };
  return (
    <div className="stack">
      <div className="field__label">{t("agentWorkflow.fields.tools")}</div>
      <p className="field__hint">{t("agentWorkflow.fields.toolsHint")}</p>
      {node.tools.length > 0 && (
        <ul className="workflow-tools" aria-label={t("agentWorkflow.fields.tools")}>
          {node.tools.map((tool, index) => (
            <li key={tool.tool_id} className="workflow-tools__item">
              <span>{nameOf(tool.tool_id)}</span>
              {problemAt("tools", index) && <span className="field__error">{problemAt("tools", index)}</span>}
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t("agentWorkflow.fields.removeTool", { name: nameOf(tool.tool_id) })}
                onClick={() =>
                  set((n) => {
                    n.tools = n.tools.filter((used) => used.tool_id !== tool.tool_id);
                  })
                }
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {tools.isPending ? (
        <Skeleton height={38} />
      ) : tools.isError ? (
        <ErrorState
          title={t("agentWorkflow.fields.toolsFailed")}
          error={tools.error}
          onRetry={() => void tools.refetch()}
        />
      ) : tools.data.length === 0 ? (
        <p className="muted">{t("agentWorkflow.fields.noToolsInWorkspace")}</p>
      ) : (
        available.length > 0 && (
          <div className="workflow-picker">
            <SelectField
              label={t("agentWorkflow.fields.toolPlaceholder")}
              hideLabel
              placeholder={t("agentWorkflow.fields.toolPlaceholder")}
              value={chosen}
              error={problemAt("tools")}
              options={available.map((tool) => ({ value: tool.id, label: tool.tool_config.name }))}
              onChange={(event) => setChosen(event.target.value)}
            />
            <Button onClick={add} disabled={!chosen}>
              <Icon name="plus" />
              {t("agentWorkflow.fields.addTool")}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
