import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import type { VoiceSample } from "../professional/api/professional-voices-api.ts";
import { totalSelectedSeconds, wizardPath } from "../professional/professional-state.ts";
import { DurationMeter } from "../professional/samples/DurationMeter.tsx";
import { ProfessionalSampleItem } from "../professional/samples/ProfessionalSampleItem.tsx";
import { SampleTimelineLayers } from "../professional/speakers/SampleTimelineLayers.tsx";
import { speakerNumber } from "../professional/speakers/speaker-colors.ts";

/** A professional voice's samples on its page: waveform with speaker turns, levels, and who is kept. */
export function ProfessionalSamplesCard({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const samples = voice.samples ?? [];
  return (
    <Card
      title={t("voices.detail.samples")}
      actions={
        <Link className="btn btn--secondary btn--sm" to={wizardPath(voice.voice_id, "samples")}>
          {t("voices.pro.detail.manageSamples")}
        </Link>
      }
    >
      {samples.length === 0 ? (
        <EmptyState icon="wave" title={t("voices.pro.samples.empty")}>
          {t("voices.pro.samples.emptyText")}
        </EmptyState>
      ) : (
        <div className="stack">
          <DurationMeter seconds={totalSelectedSeconds(voice)} />
          <ul className="pro-samples" aria-label={t("voices.detail.samples")}>
            {samples.map((sample) => (
              <ProfessionalSampleItem
                key={sample.sample_id}
                voiceId={voice.voice_id}
                sample={sample}
                layers={<SampleTimelineLayers sample={sample} />}
                extra={<SpeakerSummary sample={sample} />}
              />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function SpeakerSummary({ sample }: { sample: VoiceSample }) {
  const { t } = useTranslation();
  const separation = sample.speaker_separation;
  if (separation?.status !== "completed") return null;
  const speakers = Object.values(separation.speakers ?? {});
  const kept = separation.selected_speaker_ids ?? speakers.map((speaker) => speaker.speaker_id);
  const names = speakers
    .map((speaker, index) => ({ id: speaker.speaker_id, number: speakerNumber(speaker.speaker_id, index) }))
    .filter((speaker) => kept.includes(speaker.id))
    .map((speaker) => t("voices.pro.speakers.name", { number: speaker.number }));
  return (
    <p className="muted">
      {t("voices.pro.detail.speakersSummary", { count: speakers.length, kept: names.join(", ") || "—" })}
    </p>
  );
}
