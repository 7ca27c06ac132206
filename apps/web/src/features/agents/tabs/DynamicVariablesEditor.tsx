import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { defaultFromText, dynamicVariables } from "../editor/dynamic-variables.ts";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * The `{{name}}` variables of the prompt and first messages, each with the default used when a
 * conversation starts without it. Secret ones (`secret__…`) and Chorus's own (`system__…`) never
 * take a default here.
 */
export function DynamicVariablesEditor({ draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const variables = dynamicVariables(draft.conversation_config);
  const path = ["conversation_config", "agent", "dynamic_variables", "dynamic_variable_placeholders"];
  return (
    <Card
      title={t("agents.variables.title")}
      description={t("agents.variables.description", { placeholder: "{{name}}" })}
    >
      {variables.length === 0 ? (
        <p className="muted">{t("agents.variables.none", { placeholder: "{{name}}" })}</p>
      ) : (
        <ul className="agent-rows" aria-label={t("agents.variables.title")}>
          {variables.map((variable) => (
            <li key={variable.name} className="agent-row">
              <div className="agent-row__main stack-sm">
                <div className="row agent-variable__name">
                  <code>{`{{${variable.name}}}`}</code>
                  {variable.kind === "secret" && (
                    <Badge tone="warning">
                      <Icon name="lock" size={12} /> {t("agents.variables.secret")}
                    </Badge>
                  )}
                  {variable.kind === "system" && <Badge>{t("agents.variables.system")}</Badge>}
                  {!variable.used && <Badge>{t("agents.variables.unused")}</Badge>}
                </div>
                {variable.kind === "plain" ? (
                  <TextField
                    label={t("agents.variables.defaultFor", { name: variable.name })}
                    placeholder={t("agents.variables.noDefault")}
                    value={variable.value === undefined ? "" : String(variable.value)}
                    error={problems.at([...path, variable.name])}
                    onChange={(event) => {
                      const value = defaultFromText(event.target.value, variable.value);
                      change((d) => {
                        const defaults =
                          d.conversation_config.agent.dynamic_variables.dynamic_variable_placeholders;
                        if (value === undefined) delete defaults[variable.name];
                        else defaults[variable.name] = value;
                      });
                    }}
                  />
                ) : (
                  <p className="field__hint">
                    {variable.kind === "secret"
                      ? t("agents.variables.secretHint")
                      : t("agents.variables.systemHint")}
                  </p>
                )}
              </div>
              {!variable.used && (
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={t("agents.variables.remove", { name: variable.name })}
                  onClick={() =>
                    change((d) => {
                      delete d.conversation_config.agent.dynamic_variables.dynamic_variable_placeholders[
                        variable.name
                      ];
                    })
                  }
                >
                  <Icon name="trash" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
