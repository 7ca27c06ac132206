import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Slider } from "../../../ui/Slider.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { defaultSpeechSettings, type SpeechSettings, stabilityWarning } from "../voice-settings.ts";

interface VoiceSettingsPanelProps {
  settings: SpeechSettings;
  onChange: (settings: SpeechSettings) => void;
  canUseStyle: boolean;
  canUseSpeakerBoost: boolean;
}

/** Stability, similarity, style, speed and speaker boost, with spec 001 §5's stability warning. */
export function VoiceSettingsPanel({
  settings,
  onChange,
  canUseStyle,
  canUseSpeakerBoost,
}: VoiceSettingsPanelProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const warning = stabilityWarning(settings.stability);
  return (
    <div className="stack">
      <Slider
        label={t("speech.settings.stability")}
        value={settings.stability}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        describedBy={warning ? warningId : undefined}
        onChange={(stability) => onChange({ ...settings, stability })}
      />
      {warning && (
        <div id={warningId}>
          <Banner tone="warning">
            {warning === "low" ? t("speech.settings.stabilityLow") : t("speech.settings.stabilityHigh")}
          </Banner>
        </div>
      )}
      <Slider
        label={t("speech.settings.similarity")}
        value={settings.similarity_boost}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        onChange={(similarity_boost) => onChange({ ...settings, similarity_boost })}
      />
      {canUseStyle && (
        <Slider
          label={t("speech.settings.style")}
          value={settings.style}
          min={0}
          max={1}
          step={0.01}
          format={percent}
          onChange={(style) => onChange({ ...settings, style })}
        />
      )}
      <Slider
        label={t("speech.settings.speed")}
        value={settings.speed}
        min={0.7}
        max={1.2}
        step={0.01}
        format={(value) => `${value.toFixed(2)}×`}
        onChange={(speed) => onChange({ ...settings, speed })}
      />
      {canUseSpeakerBoost && (
        <Switch
          label={t("speech.settings.speakerBoost")}
          description={t("speech.settings.speakerBoostHint")}
          checked={settings.use_speaker_boost}
          onChange={(event) => onChange({ ...settings, use_speaker_boost: event.target.checked })}
        />
      )}
      <div>
        <Button size="sm" variant="ghost" onClick={() => onChange(defaultSpeechSettings)}>
          {t("speech.settings.reset")}
        </Button>
      </div>
    </div>
  );
}
