import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import { useLazyAudio } from "../../hooks/use-lazy-audio.ts";
import { fetchSpeakerBlob } from "../api/professional-voices-api.ts";
import { formatClock } from "../professional-state.ts";
import { speakerColorClass, speakerNumber } from "./speaker-colors.ts";

/** One speaker found in a sample: colour, name, how long they talk, listen, and keep or leave out. */
export function SpeakerRow({
  voiceId,
  sampleId,
  speakerId,
  index,
  durationSeconds,
  turns,
  kept,
  disabled,
  onKeep,
}: {
  voiceId: string;
  sampleId: string;
  speakerId: string;
  index: number;
  durationSeconds: number;
  turns: number;
  kept: boolean;
  disabled: boolean;
  onKeep: (keep: boolean) => void;
}) {
  const { t } = useTranslation();
  const audio = useLazyAudio(() => fetchSpeakerBlob(voiceId, sampleId, speakerId));
  const name = t("voices.pro.speakers.name", { number: speakerNumber(speakerId, index) });
  return (
    <li className="pro-speaker">
      <span className={`pro-speaker__swatch ${speakerColorClass(index)}`} aria-hidden="true" />
      <label className="check pro-speaker__keep">
        <input
          type="checkbox"
          checked={kept}
          disabled={disabled}
          aria-label={t("voices.pro.speakers.keep", { name })}
          onChange={(event) => onKeep(event.target.checked)}
        />
        <span className="check__text">
          <span className="pro-speaker__name">{name}</span>
          <span className="muted pro-speaker__meta">
            {t("voices.pro.speakers.talks", { duration: formatClock(durationSeconds), count: turns })}
          </span>
        </span>
      </label>
      <Button
        variant={audio.playing ? "accent" : "secondary"}
        size="sm"
        loading={audio.loading}
        aria-label={
          audio.playing ? t("voices.pro.speakers.pause", { name }) : t("voices.pro.speakers.play", { name })
        }
        onClick={() => void audio.toggle()}
      >
        <Icon name={audio.playing ? "pause" : "play"} />
        {audio.playing ? t("voices.design.pauseShort") : t("voices.pro.speakers.listen")}
      </Button>
      {audio.error && <p className="field__error">{audio.error}</p>}
    </li>
  );
}
