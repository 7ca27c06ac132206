import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/** Each field a client may override when it starts a conversation: its label and its flag's path. */
const overridable = [
  ["firstMessage", ["agent", "first_message"]],
  ["language", ["agent", "language"]],
  ["prompt", ["agent", "prompt", "prompt"]],
  ["llm", ["agent", "prompt", "llm"]],
  ["voice", ["tts", "voice_id"]],
  ["stability", ["tts", "stability"]],
  ["speed", ["tts", "speed"]],
  ["similarity", ["tts", "similarity_boost"]],
  ["keywords", ["asr", "keywords"]],
  ["textOnly", ["conversation", "text_only"]],
] as const;

type Flags = Record<string, unknown>;

/** The object holding a flag, and the flag's name. */
function holder(root: object, path: readonly string[]): [Flags, string] {
  const parent = path.slice(0, -1).reduce<Flags>((object, key) => object[key] as Flags, root as Flags);
  return [parent, path[path.length - 1]!];
}

/** Which parts of the configuration a client (widget, SDK) may replace for one conversation. */
export function OverridesEditor({ draft, change }: AgentTabProps) {
  const { t } = useTranslation();
  const overrides = draft.platform_settings.overrides.conversation_config_override;
  return (
    <Card title={t("agents.security.overrides")} description={t("agents.security.overridesDescription")}>
      <fieldset className="agent-checks">
        <legend className="visually-hidden">{t("agents.security.overrides")}</legend>
        {overridable.map(([key, path]) => {
          const [parent, name] = holder(overrides, path);
          return (
            <label key={key} className="check">
              <input
                type="checkbox"
                checked={parent[name] === true}
                onChange={(event) => {
                  const on = event.target.checked;
                  change((d) => {
                    const [target, flag] = holder(
                      d.platform_settings.overrides.conversation_config_override,
                      path,
                    );
                    target[flag] = on;
                  });
                }}
              />
              <span>{t(`agents.security.override.${key}`)}</span>
            </label>
          );
        })}
      </fieldset>
    </Card>
  );
}
