import { agentLimits } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { languageName, languageOptions } from "../../voices/library/filter-options.ts";
import { referencedVariables, variableKind } from "../editor/dynamic-variables.ts";
import { ChipListEditor } from "../fields/ChipListEditor.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { BuiltInTools } from "./BuiltInTools.tsx";
import { DynamicVariablesEditor } from "./DynamicVariablesEditor.tsx";
import { LanguagePresetsEditor } from "./LanguagePresetsEditor.tsx";
import { LlmSettings } from "./LlmSettings.tsx";
import { TransfersEditor } from "./TransfersEditor.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/** Secret variables are never sent to the model or the caller, so they cannot be in these texts. */
const hasSecret = (text: string) => referencedVariables(text).some((name) => variableKind(name) === "secret");

/** The Agent tab: name, tags, first message, system prompt, languages, model, variables and tools. */
export function AgentTab(props: AgentTabProps) {
  const { draft, change, problems } = props;
  const { t, i18n } = useTranslation();
  const agent = draft.conversation_config.agent;
  const languages = languageOptions(i18n.language);
  if (!languages.some((option) => option.value === agent.language))
    languages.unshift({ value: agent.language, label: languageName(agent.language, i18n.language) });
  return (
    <div className="stack">
      <Card title={t("agents.agent.title")}>
        <div className="stack">
          <TextField
            label={t("agents.agent.name")}
            value={draft.name}
            maxLength={200}
            error={problems.at(["name"])}
            onChange={(event) => {
              const value = event.target.value;
              change((d) => {
                d.name = value;
              });
            }}
          />
          <ChipListEditor
            label={t("agents.agent.tags")}
            items={draft.tags}
            max={agentLimits.tags}
            addLabel={t("agents.agent.addTag")}
            removeLabel={(tag) => t("agents.agent.removeTag", { tag })}
            error={problems.at(["tags"])}
            onChange={(tags) =>
              change((d) => {
                d.tags = tags;
              })
            }
          />
          <TextAreaField
            label={t("agents.agent.firstMessage")}
            hint={t("agents.agent.firstMessageHint")}
            rows={3}
            value={agent.first_message}
            maxLength={agentLimits.firstMessageCharacters}
            error={
              problems.at(["conversation_config", "agent", "first_message"]) ??
              (hasSecret(agent.first_message) ? t("agents.variables.secretInFirstMessage") : undefined)
            }
            onChange={(event) => {
              const value = event.target.value;
              change((d) => {
                d.conversation_config.agent.first_message = value;
              });
            }}
          />
          <TextAreaField
            label={t("agents.agent.prompt")}
            hint={t("agents.agent.promptHint", { placeholder: "{{name}}" })}
            className="agent-prompt"
            rows={14}
            value={agent.prompt.prompt}
            maxLength={agentLimits.promptCharacters}
            error={
              problems.at(["conversation_config", "agent", "prompt", "prompt"]) ??
              (hasSecret(agent.prompt.prompt) ? t("agents.variables.secretInPrompt") : undefined)
            }
            onChange={(event) => {
              const value = event.target.value;
              change((d) => {
                d.conversation_config.agent.prompt.prompt = value;
              });
            }}
          />
        </div>
      </Card>
      <Card title={t("agents.languages.title")} description={t("agents.languages.description")}>
        <div className="stack">
          <SelectField
            label={t("agents.languages.main")}
            options={languages}
            value={agent.language}
            error={problems.at(["conversation_config", "agent", "language"])}
            onChange={(event) => {
              const value = event.target.value;
              change((d) => {
                d.conversation_config.agent.language = value;
              });
            }}
          />
          <LanguagePresetsEditor {...props} languages={languages} />
        </div>
      </Card>
      <LlmSettings {...props} />
      <DynamicVariablesEditor {...props} />
      <BuiltInTools {...props} />
      <TransfersEditor {...props} />
    </div>
  );
}
