import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useGenerateVariations } from "../hooks/use-generate-variations.ts";
import { defaultSettings, GenerateForm, type SoundEffectSettings } from "./GenerateForm.tsx";
import { ResultCard } from "./ResultCard.tsx";
import { SoundEffectsLayout } from "./SoundEffectsLayout.tsx";

/** /app/sound-effects: describe a sound, get up to four variations with waveforms. `?prompt=` pre-fills it. */
export function GenerateSoundEffectsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [settings, setSettings] = useState<SoundEffectSettings>(() => ({
    ...defaultSettings,
    text: params.get("prompt") ?? "",
  }));
  const { batch, pending, generate } = useGenerateVariations();

  return (
    <SoundEffectsLayout>
      <div className="speech-layout">
        <Card>
          <GenerateForm
            settings={settings}
            onChange={setSettings}
            pending={pending}
            onGenerate={() =>
              generate(
                {
                  text: settings.text.trim(),
                  durationSeconds: settings.automatic ? null : settings.durationSeconds,
                  promptInfluence: settings.promptInfluence,
                  loop: settings.loop,
                },
                settings.variations,
              )
            }
          />
        </Card>
        <Card title={t("soundEffects.results.title")}>
          {batch ? (
            <ul className="sfx-results" aria-label={t("soundEffects.results.label")}>
              {batch.variations.map((variation, index) => (
                <ResultCard
                  key={`${batch.id}-${batch.seeds[index]}`}
                  variation={variation}
                  prompt={batch.prompt}
                  number={index + 1}
                  loop={batch.loop}
                />
              ))}
            </ul>
          ) : (
            <EmptyState icon="wave" title={t("soundEffects.results.empty")}>
              {t("soundEffects.results.emptyHint")}
            </EmptyState>
          )}
        </Card>
      </div>
    </SoundEffectsLayout>
  );
}
