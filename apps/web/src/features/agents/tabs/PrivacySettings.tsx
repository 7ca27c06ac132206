import { agentLimits } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * Privacy: whether call audio is stored, how long conversations are kept, and zero retention mode,
 * under which nothing is stored (spec 001 §5: call audio cannot be stored then, so turning it on
 * turns storing audio off).
 */
export function PrivacySettings({ draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const privacy = draft.platform_settings.privacy;
  const path = ["platform_settings", "privacy"];
  const recordError = problems.at([...path, "record_voice"]);
  return (
    <Card title={t("agents.privacy.title")} description={t("agents.privacy.description")}>
      <div className="stack">
        <Switch
          label={t("agents.privacy.zeroRetention")}
          description={t("agents.privacy.zeroRetentionHint")}
          checked={privacy.zero_retention_mode}
          onChange={(event) => {
            const on = event.target.checked;
            change((d) => {
              d.platform_settings.privacy.zero_retention_mode = on;
              if (on) d.platform_settings.privacy.record_voice = false;
            });
          }}
        />
        <Switch
          label={t("agents.privacy.recordAudio")}
          description={
            privacy.zero_retention_mode
              ? t("agents.privacy.recordAudioBlocked")
              : t("agents.privacy.recordAudioHint")
          }
          checked={privacy.record_voice}
          disabled={privacy.zero_retention_mode}
          onChange={(event) => {
            const on = event.target.checked;
            change((d) => {
              d.platform_settings.privacy.record_voice = on;
            });
          }}
        />
        {recordError && (
          <p className="field__error" role="alert">
            {recordError}
          </p>
        )}
        <NumberField
          label={t("agents.privacy.retentionDays")}
          hint={t("agents.privacy.retentionDaysHint")}
          unit={t("agents.privacy.days")}
          min={-1}
          max={agentLimits.retentionDays.max}
          value={privacy.retention_days}
          error={problems.at([...path, "retention_days"])}
          onChange={(value) =>
            change((d) => {
              d.platform_settings.privacy.retention_days = value;
            })
          }
        />
      </div>
    </Card>
  );
}
