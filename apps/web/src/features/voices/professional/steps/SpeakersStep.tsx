import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../../ui/Banner.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { EmptyState } from "../../../../ui/States.tsx";
import { isTrainingRunning, totalSelectedSeconds } from "../professional-state.ts";
import { DurationMeter } from "../samples/DurationMeter.tsx";
import { ProfessionalSampleItem } from "../samples/ProfessionalSampleItem.tsx";
import { SampleTimelineLayers } from "../speakers/SampleTimelineLayers.tsx";
import { SpeakerSeparation } from "../speakers/SpeakerSeparation.tsx";
import { TrimFields } from "../speakers/TrimFields.tsx";

/**
 * Step 3 (optional per sample): when a recording has other voices in it (an interview), separate
 * the speakers, listen to each and keep only yours; trim a noisy start or end. The selected total
 * above updates with every choice.
 */
export function SpeakersStep({
  voice,
  onBack,
  onNext,
  onAddSamples,
}: {
  voice: Voice;
  onBack: () => void;
  onNext: () => void;
  onAddSamples: () => void;
}) {
  const { t } = useTranslation();
  const samples = voice.samples ?? [];
  const training = isTrainingRunning(voice);
  return (
    <div className="stack">
      <p className="muted">{t("voices.pro.speakers.intro")}</p>
      <DurationMeter seconds={totalSelectedSeconds(voice)} />
      {training && <Banner tone="info">{t("voices.pro.samples.lockedWhileTraining")}</Banner>}
      {samples.length === 0 ? (
        <EmptyState
          icon="users"
          title={t("voices.pro.samples.empty")}
          action={<Button onClick={onAddSamples}>{t("voices.pro.speakers.addSamples")}</Button>}
        />
      ) : (
        <ul className="pro-samples" aria-label={t("voices.pro.samples.listLabel")}>
          {samples.map((sample) => (
            <ProfessionalSampleItem
              key={sample.sample_id}
              voiceId={voice.voice_id}
              sample={sample}
              showLoudness={false}
              layers={<SampleTimelineLayers sample={sample} />}
              extra={
                <div className="pro-sample__extra">
                  <SpeakerSeparation voiceId={voice.voice_id} sample={sample} disabled={training} />
                  <TrimFields voiceId={voice.voice_id} sample={sample} disabled={training} />
                </div>
              }
            />
          ))}
        </ul>
      )}
      <div className="pro-step-actions">
        <Button onClick={onBack}>{t("common.back")}</Button>
        <Button variant="primary" onClick={onNext} disabled={samples.length === 0}>
          {t("voices.pro.next")}
        </Button>
      </div>
    </div>
  );
}
