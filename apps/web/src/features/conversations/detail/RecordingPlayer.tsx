import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import type { Recording } from "./use-recording.ts";

/** The call's recording: play, the time, and its waveform (click or arrow keys to seek). */
export function RecordingPlayer({ recording, hasAudio }: { recording: Recording; hasAudio: boolean }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const { player, duration } = recording;

  // The element sits in the page (hidden) so the page, and tests, can find what is playing.
  useEffect(() => {
    if (player.element && holder.current) holder.current.append(player.element);
  }, [player.element]);

  return (
    <Card title={t("conversations.recording.title")}>
      {!hasAudio ? (
        <p className="muted">{t("conversations.recording.none")}</p>
      ) : recording.failed ? (
        <Banner tone="danger">{t("conversations.recording.failed")}</Banner>
      ) : recording.loading ? (
        <Skeleton height={48} />
      ) : (
        <div className="player__timeline">
          <Button
            variant={player.playing ? "accent" : "secondary"}
            iconOnly
            className="player__play"
            aria-label={
              player.playing ? t("conversations.recording.pause") : t("conversations.recording.play")
            }
            onClick={player.toggle}
          >
            <Icon name={player.playing ? "pause" : "play"} />
          </Button>
          <span className="player__time" data-testid="recording-time">
            {formatDuration(player.time)}
          </span>
          <Waveform
            peaks={recording.peaks}
            progress={duration ? Math.min(1, player.time / duration) : 0}
            duration={duration}
            onSeek={player.seek}
          />
          <span className="player__time">{formatDuration(duration)}</span>
          <div ref={holder} hidden />
        </div>
      )}
    </Card>
  );
}
