import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import { type PlayerState, playerAudio, seek, toggle } from "../../player/player-store.ts";

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The shared clip's player: play/pause and the waveform of the bottom player (a slider: the arrow
 * keys go 5 s back and 10 s on, a click jumps). Both are reachable with Tab, so it all works from the
 * keyboard; with no skip buttons the waveform keeps its width on a phone.
 */
export function SharedAudioPlayer({ player, onRetry }: { player: PlayerState; onRetry: () => void }) {
  const { t } = useTranslation();
  const canPlay = ["ready", "playing", "paused", "ended"].includes(player.status);
  const progress = player.duration > 0 ? player.currentTime / player.duration : 0;

  return (
    <section className="stack-sm" aria-label={t("player.label")} data-state={player.status}>
      {/* The one audio element of the player store lives here while the page is open. */}
      <div
        hidden
        ref={(element) => {
          const audio = playerAudio();
          if (element && audio.parentElement !== element) element.append(audio);
        }}
      />
      <div className="row" style={{ flexWrap: "nowrap" }}>
        <Button
          variant="primary"
          iconOnly
          className="player__play"
          aria-label={player.status === "playing" ? t("player.pause") : t("player.play")}
          disabled={!canPlay}
          onClick={toggle}
        >
          {player.status === "loading" ? (
            <Spinner label={t("common.loading")} />
          ) : (
            <Icon name={player.status === "playing" ? "pause" : "play"} />
          )}
        </Button>
        <div className="player__timeline" style={{ flex: 1 }}>
          <span className="player__time">{clock(player.currentTime)}</span>
          <Waveform peaks={player.peaks} progress={progress} duration={player.duration} onSeek={seek} />
          <span className="player__time">{clock(player.duration)}</span>
        </div>
      </div>
      {player.status === "error" && (
        <Banner
          tone="danger"
          title={t("share.audioFailed")}
          actions={
            <Button size="sm" onClick={onRetry}>
              <Icon name="refresh" />
              {t("common.retry")}
            </Button>
          }
        >
          {player.error}
        </Banner>
      )}
    </section>
  );
}
