import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { AgentTabLink } from "./AgentTabLink.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * The widget's language selector, and why it may not show: the embed offers the agent's other
 * languages only when a client may override the language (Security tab) and there are other
 * languages (Agent tab). Those settings are only pointed to, never changed from here.
 */
export function WidgetLanguageSelector({ agentId, draft, change }: Omit<AgentTabProps, "problems">) {
  const { t } = useTranslation();
  const on = draft.platform_settings.widget.language_selector;
  const overrideAllowed = draft.platform_settings.overrides.conversation_config_override.agent.language;
  const otherLanguages = Object.keys(draft.conversation_config.language_presets).length;
  return (
    <div className="stack-sm">
      <Switch
        label={t("agents.widget.languageSelector")}
        description={t("agents.widget.languageSelectorHint")}
        checked={on}
        onChange={(event) => {
          const value = event.target.checked;
          change((d) => {
            d.platform_settings.widget.language_selector = value;
          });
        }}
      />
      {!overrideAllowed ? (
        <Banner
          tone={on ? "warning" : "info"}
          actions={
            <AgentTabLink agentId={agentId} tab="security">
              {t("agents.widget.openSecurity")}
            </AgentTabLink>
          }
        >
          {t("agents.widget.languageOverrideNeeded")}
        </Banner>
      ) : (
        on &&
        otherLanguages === 0 && (
          <Banner
            actions={
              <AgentTabLink agentId={agentId} tab="agent">
                {t("agents.widget.openAgent")}
              </AgentTabLink>
            }
          >
            {t("agents.widget.noOtherLanguages")}
          </Banner>
        )
      )}
    </div>
  );
}
