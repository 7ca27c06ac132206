import { soundEffectDurationRange } from "@chorus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Slider } from "../../../ui/Slider.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { soundEffectCredits } from "../sound-effect-cost.ts";

export interface SoundEffectSettings {
  text: string;
  automatic: boolean;
  durationSeconds: number;
  promptInfluence: number;
  loop: boolean;
  variations: number;
}

export const defaultSettings: SoundEffectSettings = {
  text: "",
  automatic: true,
  durationSeconds: 3,
  promptInfluence: 0.3,
  loop: false,
  // One by default: each variation is charged in full, so more is the user's choice (the hint says so).
  variations: 1,
};

export const maxVariations = 4;

/** Prompt, duration (automatic or 0.5–22 s), prompt influence, loop and variations, with the price. */
export function GenerateForm({
  settings,
  onChange,
  onGenerate,
  pending,
}: {
  settings: SoundEffectSettings;
  onChange: (settings: SoundEffectSettings) => void;
  onGenerate: () => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const promptId = useId();
  const set = (patch: Partial<SoundEffectSettings>) => onChange({ ...settings, ...patch });
  const credits =
    soundEffectCredits(settings.automatic ? null : settings.durationSeconds) * settings.variations;
  const canGenerate = settings.text.trim().length > 0 && !pending;
  const seconds = (value: number) =>
    t("soundEffects.form.seconds", { value: formatNumber(value, i18n.language) });

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) onGenerate();
      }}
    >
      <label htmlFor={promptId} className="field__label">
        {t("soundEffects.form.prompt")}
      </label>
      <textarea
        id={promptId}
        className="textarea"
        rows={4}
        maxLength={1000}
        placeholder={t("soundEffects.form.promptPlaceholder")}
        value={settings.text}
        onChange={(event) => set({ text: event.target.value })}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter generates from the prompt box.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && canGenerate) {
            event.preventDefault();
            onGenerate();
          }
        }}
      />
      <Switch
        label={t("soundEffects.form.autoDuration")}
        description={t("soundEffects.form.autoDurationHint", { cost: soundEffectCredits(null) })}
        checked={settings.automatic}
        onChange={(event) => set({ automatic: event.target.checked })}
      />
      {!settings.automatic && (
        <Slider
          label={t("soundEffects.form.duration")}
          value={settings.durationSeconds}
          min={soundEffectDurationRange.min}
          max={soundEffectDurationRange.max}
          step={0.5}
          format={seconds}
          onChange={(durationSeconds) => set({ durationSeconds })}
        />
      )}
      <Slider
        label={t("soundEffects.form.promptInfluence")}
        value={settings.promptInfluence}
        min={0}
        max={1}
        step={0.05}
        format={(value) => `${Math.round(value * 100)}%`}
        hint={t("soundEffects.form.promptInfluenceHint")}
        onChange={(promptInfluence) => set({ promptInfluence })}
      />
      <Switch
        label={t("soundEffects.form.loop")}
        description={t("soundEffects.form.loopHint")}
        checked={settings.loop}
        onChange={(event) => set({ loop: event.target.checked })}
      />
      <SelectField
        label={t("soundEffects.form.variations")}
        hint={t("soundEffects.form.variationsHint")}
        value={String(settings.variations)}
        options={Array.from({ length: maxVariations }, (_, index) => ({
          value: String(index + 1),
          label: t("soundEffects.form.variationsOption", { count: index + 1 }),
        }))}
        onChange={(event) => set({ variations: Number(event.target.value) })}
      />
      <div className="row-between">
        <span className="muted" aria-live="polite">
          {t("soundEffects.form.cost", { count: credits, formatted: formatNumber(credits, i18n.language) })}
        </span>
        <Button type="submit" variant="primary" disabled={!canGenerate} loading={pending}>
          <Icon name="sparkles" />
          {pending ? t("soundEffects.form.generating") : t("soundEffects.form.generate")}
        </Button>
      </div>
    </form>
  );
}
