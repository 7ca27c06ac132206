import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../../lib/format.ts";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import { useLazyAudio } from "../../hooks/use-lazy-audio.ts";
import { fetchSampleBlob, type VoiceSample } from "../api/professional-voices-api.ts";
import { formatClock, selectedSecondsOf } from "../professional-state.ts";
import { LoudnessReport } from "./LoudnessReport.tsx";
import { SampleWaveform } from "./SampleWaveform.tsx";

/**
 * One professional sample: play (the file is fetched on the first press), name, size, duration and
 * how much of it training uses, the server's waveform, and its levels. `extra` holds a step's own
 * controls (speakers, trims); `onRemove` adds a remove button.
 */
export function ProfessionalSampleItem({
  voiceId,
  sample,
  onRemove,
  removing,
  showLoudness = true,
  layers,
  extra,
}: {
  voiceId: string;
  sample: VoiceSample;
  onRemove?: () => void;
  removing?: boolean;
  showLoudness?: boolean;
  layers?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const audio = useLazyAudio(() => fetchSampleBlob(voiceId, sample.sample_id));
  const duration = sample.duration_secs ?? 0;
  const selected = selectedSecondsOf(sample);
  const partly = duration > 0 && selected < duration - 0.5;
  return (
    <li className="pro-sample">
      <div className="pro-sample__head">
        <Button
          variant={audio.playing ? "accent" : "secondary"}
          size="sm"
          iconOnly
          loading={audio.loading}
          aria-label={
            audio.playing
              ? t("voices.detail.pauseSample", { name: sample.file_name })
              : t("voices.detail.playSample", { name: sample.file_name })
          }
          onClick={() => void audio.toggle()}
        >
          <Icon name={audio.playing ? "pause" : "play"} />
        </Button>
        <div className="pro-sample__title">
          <span className="pro-sample__name">{sample.file_name}</span>
          <span className="muted pro-sample__meta">
            {formatFileSize(sample.size_bytes)} · {formatClock(duration)}
            {partly && ` · ${t("voices.pro.samples.selectedOf", { selected: formatClock(selected) })}`}
          </span>
        </div>
        {onRemove && (
          <Button
            variant="danger-ghost"
            size="sm"
            iconOnly
            loading={removing}
            aria-label={t("voices.pro.samples.remove", { name: sample.file_name })}
            onClick={onRemove}
          >
            <Icon name="trash" />
          </Button>
        )}
      </div>
      <SampleWaveform
        voiceId={voiceId}
        sampleId={sample.sample_id}
        duration={duration}
        progress={duration ? audio.time / duration : 0}
        onSeek={(seconds) => audio.seek(Math.min(duration, Math.max(0, seconds)))}
      >
        {layers}
      </SampleWaveform>
      {audio.error && <p className="field__error">{audio.error}</p>}
      {showLoudness && <LoudnessReport loudness={sample.loudness} />}
      {extra}
    </li>
  );
}
