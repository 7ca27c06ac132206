import { simpleSystemTools } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import type { AgentTabProps } from "./tab-props.ts";

type SimpleTool = (typeof simpleSystemTools)[number];

/**
 * The system tools the agent may call by itself with no settings: end the call, switch language,
 * stay silent a turn, leave a voicemail, press phone keys. Transfers have their own card.
 */
export function BuiltInTools({ draft, change }: AgentTabProps) {
  const { t } = useTranslation();
  const tools = draft.conversation_config.agent.prompt.built_in_tools;
  const toggle = (tool: SimpleTool, on: boolean) =>
    change((d) => {
      const tools = d.conversation_config.agent.prompt.built_in_tools;
      // Each switch sets its own tool, with its own `system_tool_type` (the schema ties the two).
      Object.assign(tools, {
        [tool]: on
          ? { type: "system", name: tool, description: "", params: { system_tool_type: tool } }
          : null,
      });
    });
  return (
    <Card title={t("agents.tools.title")} description={t("agents.tools.description")}>
      <div className="stack">
        {simpleSystemTools.map((tool) => (
          <Switch
            key={tool}
            label={t(`agents.tools.${tool}`)}
            description={t(`agents.tools.${tool}Hint`)}
            checked={tools[tool] !== null}
            onChange={(event) => toggle(tool, event.target.checked)}
          />
        ))}
      </div>
    </Card>
  );
}
