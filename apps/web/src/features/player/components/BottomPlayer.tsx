import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import { FeedbackDialog } from "../../history/components/FeedbackDialog.tsx";
import {
  closePlayer,
  markFeedbackSent,
  playbackSpeeds,
  playerAudio,
  seek,
  setSpeed,
  skip,
  toggle,
  usePlayer,
} from "../player-store.ts";

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Fields that use Space and the arrow keys themselves (text, sliders, lists, checkboxes). */
function isFieldTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.getAttribute("role") === "slider";
}

/**
 * Spec 000 §2 and §4: the player at the bottom of every signed-in page. Space plays and pauses
 * (unless typing), the arrow keys seek; feedback is offered after 3 s of playback or at the end.
 */
export function BottomPlayer() {
  const { t } = useTranslation();
  const player = usePlayer();
  const [feedbackFor, setFeedbackFor] = useState<{ id: string; thumbsUp: boolean } | null>(null);
  const active = player.status !== "empty";
  const canPlay = ["ready", "playing", "paused", "ended"].includes(player.status);

  useEffect(() => {
    if (!canPlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isFieldTarget(event.target) || document.querySelector("dialog[open]")) return;
      if (event.key === " ") {
        // Buttons and links act on Space themselves.
        if (event.target instanceof HTMLElement && event.target.closest("button, a")) return;
        event.preventDefault();
        toggle();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        skip(-5);
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        skip(10);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [canPlay]);

  if (!active) return null;
  const progress = player.duration > 0 ? player.currentTime / player.duration : 0;
  const historyItemId = player.track?.historyItemId ?? null;
  const showFeedback = historyItemId && player.feedbackOffered && !player.feedbackSent;

  return (
    <section className="player" aria-label={t("player.label")} data-state={player.status}>
      <div
        className="player__audio"
        ref={(element) => {
          const audio = playerAudio();
          if (element && audio.parentElement !== element) element.append(audio);
        }}
      />
      <div className="player__meta">
        <div className="player__title" title={player.track?.title}>
          {player.track?.title}
        </div>
        <div className="player__subtitle">
          {player.status === "error" ? (
            <span className="player__error">{player.error}</span>
          ) : (
            <span>
              {player.track?.subtitle ? `${player.track.subtitle} · ` : ""}
              {t(`player.status.${player.status}`)}
            </span>
          )}
        </div>
      </div>
      <div className="player__controls">
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t("player.rewind")}
          disabled={!canPlay}
          onClick={() => skip(-5)}
        >
          <Icon name="rewind" />
        </Button>
        <Button
          variant="primary"
          iconOnly
          className="player__play"
          aria-label={player.status === "playing" ? t("player.pause") : t("player.play")}
          disabled={!canPlay}
          onClick={toggle}
        >
          {player.status === "loading" ? (
            <Spinner />
          ) : (
            <Icon name={player.status === "playing" ? "pause" : "play"} />
          )}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t("player.forward")}
          disabled={!canPlay}
          onClick={() => skip(10)}
        >
          <Icon name="forward" />
        </Button>
      </div>
      <div className="player__timeline">
        <span className="player__time">{clock(player.currentTime)}</span>
        <Waveform peaks={player.peaks} progress={progress} duration={player.duration} onSeek={seek} />
        <span className="player__time">{clock(player.duration)}</span>
      </div>
      <div className="player__actions">
        {showFeedback && (
          <fieldset className="row player__feedback">
            <legend className="visually-hidden">{t("player.feedbackPrompt")}</legend>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t("feedback.thumbsUp")}
              onClick={() => setFeedbackFor({ id: historyItemId, thumbsUp: true })}
            >
              <Icon name="thumbsUp" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t("feedback.thumbsDown")}
              onClick={() => setFeedbackFor({ id: historyItemId, thumbsUp: false })}
            >
              <Icon name="thumbsDown" />
            </Button>
          </fieldset>
        )}
        <label className="player__speed">
          <span className="visually-hidden">{t("player.speed")}</span>
          <select
            className="select select--sm"
            value={player.speed}
            onChange={(event) => setSpeed(Number(event.target.value))}
          >
            {playbackSpeeds.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" size="sm" iconOnly aria-label={t("player.close")} onClick={closePlayer}>
          <Icon name="close" />
        </Button>
      </div>
      <FeedbackDialog
        historyItemId={feedbackFor?.id ?? null}
        thumbsUp={feedbackFor?.thumbsUp ?? true}
        onClose={() => setFeedbackFor(null)}
        onSent={markFeedbackSent}
      />
    </section>
  );
}
