import { builtInSystemTools } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import type { AgentTabProps } from "./tab-props.ts";

type BuiltInTool = (typeof builtInSystemTools)[number];

/** The system tools the agent may call by itself: end the call, switch language, stay silent a turn. */
export function BuiltInTools({ draft, change }: AgentTabProps) {
  const { t } = useTranslation();
  const tools = draft.conversation_config.agent.prompt.built_in_tools;
  const toggle = (tool: BuiltInTool, on: boolean) =>
    change((d) => {
      d.conversation_config.agent.prompt.built_in_tools[tool] = on
        ? { type: "system", name: tool, description: "", params: { system_tool_type: tool } }
        : null;
    });
  return (
    <Card title={t("agents.tools.title")} description={t("agents.tools.description")}>
      <div className="stack">
        {builtInSystemTools.map((tool) => (
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
