import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";
import { formatDuration } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";

export interface DesignPreview {
  generated_voice_id: string;
  audio_base_64: string;
  media_type: string;
  duration_secs: number;
}

function previewBlob(preview: DesignPreview): Blob {
  const bytes = Uint8Array.from(atob(preview.audio_base_64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: preview.media_type });
}

/** One design preview: play it, see its waveform and measured length, and pick it. */
export function DesignPreviewCard({
  preview,
  index,
  selected,
  onSelect,
}: {
  preview: DesignPreview;
  index: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const blob = useMemo(() => previewBlob(preview), [preview]);
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const label = t("voices.design.previewName", { number: index + 1 });

  useEffect(() => {
    let live = true;
    void decodeAudio(blob, 60).then((decoded) => live && setPeaks(decoded?.peaks ?? null));
    const element = new Audio(url);
    element.addEventListener("timeupdate", () => setTime(element.currentTime));
    element.addEventListener("play", () => setPlaying(true));
    element.addEventListener("pause", () => setPlaying(false));
    element.addEventListener("ended", () => setPlaying(false));
    audio.current = element;
    return () => {
      live = false;
      element.pause();
      URL.revokeObjectURL(url);
    };
  }, [blob, url]);

  return (
    <article
      className={selected ? "design-preview design-preview--selected" : "design-preview"}
      aria-label={label}
    >
      <div className="row-between">
        <h3 className="design-preview__title">{label}</h3>
        <span className="muted">{formatDuration(preview.duration_secs)}</span>
      </div>
      <Waveform
        peaks={peaks}
        progress={preview.duration_secs ? time / preview.duration_secs : 0}
        duration={preview.duration_secs}
        onSeek={(seconds) => {
          if (audio.current) audio.current.currentTime = Math.max(0, seconds);
        }}
      />
      <div className="row-between">
        <Button
          variant={playing ? "accent" : "secondary"}
          size="sm"
          aria-label={
            playing ? t("voices.design.pause", { name: label }) : t("voices.design.play", { name: label })
          }
          onClick={() => {
            const element = audio.current;
            if (!element) return;
            if (element.paused) {
              for (const other of document.querySelectorAll("audio")) other.pause();
              void element.play();
            } else element.pause();
          }}
        >
          <Icon name={playing ? "pause" : "play"} />
          {playing ? t("voices.design.pauseShort") : t("voices.design.playShort")}
        </Button>
        <Button
          variant={selected ? "primary" : "secondary"}
          size="sm"
          aria-pressed={selected}
          onClick={onSelect}
        >
          {selected ? <Icon name="check" /> : null}
          {selected ? t("voices.design.chosen") : t("voices.design.choose")}
        </Button>
      </div>
    </article>
  );
}
