import type { Voice } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";
import { formatDuration, formatFileSize } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import { fetchSampleAudio } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

/** One sample of a custom voice: its waveform (decoded in the browser), play/pause and delete. */
export function SampleRow({
  voiceId,
  sample,
  canDelete,
  onDelete,
}: {
  voiceId: string;
  sample: NonNullable<Voice["samples"]>[number];
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const audio = useQuery({
    queryKey: [...voicesQueryKey, "sample", voiceId, sample.sample_id],
    queryFn: async ({ signal }) => {
      const blob = await fetchSampleAudio(voiceId, sample.sample_id, signal);
      return { url: URL.createObjectURL(blob), decoded: await decodeAudio(blob, 100) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const duration = audio.data?.decoded?.durationSeconds ?? sample.duration_secs ?? 0;

  useEffect(() => () => element.current?.pause(), []);

  const player = () => {
    if (!element.current && audio.data) {
      const created = new Audio(audio.data.url);
      created.addEventListener("timeupdate", () => setTime(created.currentTime));
      created.addEventListener("play", () => setPlaying(true));
      created.addEventListener("pause", () => setPlaying(false));
      created.addEventListener("ended", () => setPlaying(false));
      element.current = created;
    }
    return element.current;
  };

  return (
    <li className="sample-row">
      <Button
        variant={playing ? "accent" : "secondary"}
        size="sm"
        iconOnly
        disabled={!audio.data}
        loading={audio.isPending}
        aria-label={
          playing
            ? t("voices.detail.pauseSample", { name: sample.file_name })
            : t("voices.detail.playSample", { name: sample.file_name })
        }
        onClick={() => {
          const current = player();
          if (!current) return;
          if (current.paused) void current.play();
          else current.pause();
        }}
      >
        <Icon name={playing ? "pause" : "play"} />
      </Button>
      <div className="sample-row__body">
        <div className="sample-row__head">
          <span className="sample-row__name">{sample.file_name}</span>
          <span className="muted">
            {formatFileSize(sample.size_bytes)}
            {duration ? ` · ${formatDuration(duration)}` : ""}
          </span>
        </div>
        {audio.isError ? (
          <p className="field__error">{errorMessage(audio.error)}</p>
        ) : (
          <Waveform
            peaks={audio.data?.decoded?.peaks ?? null}
            progress={duration ? time / duration : 0}
            duration={duration}
            onSeek={(seconds) => {
              const current = player();
              if (current) current.currentTime = Math.max(0, Math.min(duration, seconds));
            }}
          />
        )}
      </div>
      <Button
        variant="danger-ghost"
        size="sm"
        iconOnly
        disabled={!canDelete}
        title={canDelete ? undefined : t("voices.detail.lastSample")}
        aria-label={t("voices.detail.deleteSample", { name: sample.file_name })}
        onClick={onDelete}
      >
        <Icon name="trash" />
      </Button>
    </li>
  );
}
