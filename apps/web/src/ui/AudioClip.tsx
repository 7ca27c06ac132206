import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { decodeAudio } from "../lib/audio/decode-audio.ts";
import { formatDuration } from "../lib/format.ts";
import { Button } from "./Button.tsx";
import { Icon } from "./Icon.tsx";
import { Waveform } from "./Waveform.tsx";
import "./audio-clip.css";

export interface AudioClipProps {
  audio: Blob;
  /** What the clip is ("Original", "Converted"): the region's name and the play button's. */
  label: string;
  /** With a name, a download link saves the clip under it. */
  downloadName?: string;
  downloadLabel?: string;
}

/**
 * One clip in the page (not the bottom player): play/pause, its waveform (a slider: arrows seek,
 * a click jumps) with the time, and a download link. Starting one clip pauses every other audio.
 */
export function AudioClip({ audio, label, downloadName, downloadLabel }: AudioClipProps) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(audio), [audio]);
  const element = useRef<HTMLAudioElement | null>(null);
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    setPeaks(null);
    void decodeAudio(audio, 100).then((decoded) => {
      if (!live || !decoded) return;
      setPeaks(decoded.peaks);
      setDuration(decoded.durationSeconds);
    });
    const player = new Audio(url);
    player.addEventListener("loadedmetadata", () => {
      if (Number.isFinite(player.duration)) setDuration((known) => known || player.duration);
    });
    player.addEventListener("timeupdate", () => setTime(player.currentTime));
    player.addEventListener("play", () => setPlaying(true));
    player.addEventListener("pause", () => setPlaying(false));
    player.addEventListener("ended", () => setPlaying(false));
    element.current = player;
    return () => {
      live = false;
      player.pause();
      URL.revokeObjectURL(url);
    };
  }, [audio, url]);

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) {
      for (const other of document.querySelectorAll("audio")) other.pause();
      void player.play();
    } else player.pause();
  };

  return (
    <section className="audio-clip" aria-label={label}>
      <div className="row-between">
        <span className="audio-clip__label">{label}</span>
        {downloadName && (
          <a className="btn btn--ghost btn--sm" href={url} download={downloadName}>
            <Icon name="download" />
            {downloadLabel}
          </a>
        )}
      </div>
      <div className="player__timeline">
        <Button
          variant={playing ? "accent" : "secondary"}
          iconOnly
          className="player__play"
          aria-label={`${playing ? t("player.pause") : t("player.play")}: ${label}`}
          onClick={toggle}
        >
          <Icon name={playing ? "pause" : "play"} />
        </Button>
        <span className="player__time">{formatDuration(time)}</span>
        <Waveform
          peaks={peaks}
          progress={duration ? Math.min(1, time / duration) : 0}
          duration={duration}
          onSeek={(seconds) => {
            if (element.current) element.current.currentTime = Math.max(0, Math.min(duration, seconds));
          }}
        />
        <span className="player__time">{formatDuration(duration)}</span>
      </div>
    </section>
  );
}
