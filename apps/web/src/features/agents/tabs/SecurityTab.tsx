import { agentLimits, PlatformSettingsSchema } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { ChipListEditor } from "../fields/ChipListEditor.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import { OverridesEditor } from "./OverridesEditor.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/** The contract's check of one allowlist host (a host name, `*.` wildcard or a port; no scheme). */
const hostnameSchema = PlatformSettingsSchema.shape.auth.shape.allowlist.element.shape.hostname;

/** The Security tab: who may start a conversation, what a client may change, and how many calls. */
export function SecurityTab(props: AgentTabProps) {
  const { draft, change, problems } = props;
  const { t } = useTranslation();
  const auth = draft.platform_settings.auth;
  const limits = draft.platform_settings.call_limits;
  const hosts = auth.allowlist.map((entry) => entry.hostname);
  const path = ["platform_settings", "auth", "allowlist"];
  return (
    <div className="stack">
      <Card title={t("agents.security.access")} description={t("agents.security.accessDescription")}>
        <div className="stack">
          <Switch
            label={t("agents.security.enableAuth")}
            description={t("agents.security.enableAuthHint")}
            checked={auth.enable_auth}
            onChange={(event) => {
              const value = event.target.checked;
              change((d) => {
                d.platform_settings.auth.enable_auth = value;
              });
            }}
          />
          <ChipListEditor
            label={t("agents.security.allowlist")}
            hint={t("agents.security.allowlistHint")}
            placeholder="example.com"
            items={hosts}
            max={agentLimits.allowlistHosts}
            addLabel={t("agents.security.addHost")}
            removeLabel={(host) => t("agents.security.removeHost", { host })}
            normalize={(value) => value.toLowerCase()}
            check={(value) => {
              const checked = hostnameSchema.safeParse(value);
              return checked.success ? null : (checked.error.issues[0]?.message ?? null);
            }}
            error={problems.at(path, { exact: true })}
            itemError={(index) => problems.at([...path, index])}
            onChange={(list) =>
              change((d) => {
                d.platform_settings.auth.allowlist = list.map((hostname) => ({ hostname }));
              })
            }
          />
        </div>
      </Card>
      <OverridesEditor {...props} />
      <Card title={t("agents.security.limits")} description={t("agents.security.limitsDescription")}>
        <div className="grid-2">
          <NumberField
            label={t("agents.security.concurrency")}
            hint={t("agents.security.concurrencyHint")}
            min={-1}
            max={1_000}
            value={limits.agent_concurrency_limit}
            error={problems.at(["platform_settings", "call_limits", "agent_concurrency_limit"])}
            onChange={(value) =>
              change((d) => {
                d.platform_settings.call_limits.agent_concurrency_limit = value;
              })
            }
          />
          <NumberField
            label={t("agents.security.dailyLimit")}
            hint={t("agents.security.dailyLimitHint")}
            min={1}
            max={1_000_000}
            value={limits.daily_limit}
            error={problems.at(["platform_settings", "call_limits", "daily_limit"])}
            onChange={(value) =>
              change((d) => {
                d.platform_settings.call_limits.daily_limit = value;
              })
            }
          />
        </div>
      </Card>
    </div>
  );
}
