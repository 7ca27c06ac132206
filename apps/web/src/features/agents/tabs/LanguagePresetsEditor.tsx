import { agentLimits } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import type { SelectOption } from "../../../ui/SelectField.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * Additional languages (`language_presets`): each a language the caller may speak, with the first
 * message the agent says in it. Added from the languages not yet used; removed one by one.
 */
export function LanguagePresetsEditor({
  draft,
  change,
  problems,
  languages,
}: AgentTabProps & { languages: SelectOption[] }) {
  const { t } = useTranslation();
  const presets = draft.conversation_config.language_presets;
  const main = draft.conversation_config.agent.language;
  const available = languages.filter(
    (option) => option.value !== main && !Object.hasOwn(presets, option.value),
  );
  const [adding, setAdding] = useState("");
  const choice = available.some((option) => option.value === adding) ? adding : (available[0]?.value ?? "");
  const nameOf = (code: string) => languages.find((option) => option.value === code)?.label ?? code;
  const full = Object.keys(presets).length >= agentLimits.languagePresets;
  return (
    <div className="stack-sm">
      <h3 className="agent-subtitle">{t("agents.languages.additional")}</h3>
      {Object.keys(presets).length === 0 ? (
        <p className="muted">{t("agents.languages.none")}</p>
      ) : (
        <ul className="agent-rows">
          {Object.entries(presets).map(([code, preset]) => (
            <li key={code} className="agent-row">
              <div className="agent-row__main">
                <TextAreaField
                  label={t("agents.languages.firstMessageIn", { language: nameOf(code) })}
                  rows={2}
                  maxLength={agentLimits.firstMessageCharacters}
                  placeholder={draft.conversation_config.agent.first_message}
                  value={preset.overrides.agent?.first_message ?? ""}
                  error={problems.at(["conversation_config", "language_presets", code])}
                  onChange={(event) => {
                    const value = event.target.value;
                    change((d) => {
                      const target = d.conversation_config.language_presets[code];
                      if (!target) return;
                      target.overrides.agent = { ...target.overrides.agent, first_message: value };
                    });
                  }}
                />
              </div>
              <Button
                variant="ghost"
                iconOnly
                aria-label={t("agents.languages.remove", { language: nameOf(code) })}
                onClick={() =>
                  change((d) => {
                    delete d.conversation_config.language_presets[code];
                  })
                }
              >
                <Icon name="trash" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && !full && (
        <div className="agent-inline-add">
          <SelectField
            label={t("agents.languages.addLabel")}
            options={available}
            value={choice}
            onChange={(event) => setAdding(event.target.value)}
          />
          <Button
            onClick={() =>
              change((d) => {
                d.conversation_config.language_presets[choice] = {
                  overrides: { agent: { first_message: "" } },
                };
              })
            }
          >
            <Icon name="plus" />
            {t("agents.languages.add")}
          </Button>
        </div>
      )}
    </div>
  );
}
