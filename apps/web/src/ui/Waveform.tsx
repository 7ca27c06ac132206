import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

interface WaveformProps {
  peaks: number[] | null;
  progress: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** The decoded audio's peaks on a canvas, the played part in the accent colour; click to seek. */
export function Waveform({ peaks, progress, duration, onSeek }: WaveformProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth;
    const height = element.clientHeight;
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.max(1, Math.round(height * ratio));
    const context = element.getContext("2d");
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const styles = getComputedStyle(element);
    const played = styles.getPropertyValue("--color-accent").trim() || "#5b47e0";
    const rest = styles.getPropertyValue("--color-border-strong").trim() || "#cfcdc6";
    const bars = peaks ?? Array.from({ length: 80 }, () => 0.08);
    const barWidth = width / bars.length;
    bars.forEach((peak, index) => {
      const barHeight = Math.max(2, peak * (height - 4));
      context.fillStyle = (index + 0.5) / bars.length <= progress ? played : rest;
      context.fillRect(
        index * barWidth + barWidth * 0.15,
        (height - barHeight) / 2,
        barWidth * 0.7,
        barHeight,
      );
    });
  }, [peaks, progress]);

  return (
    <canvas
      ref={canvas}
      className="waveform"
      role="slider"
      tabIndex={0}
      aria-label={t("player.seek")}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(progress * duration)}
      onKeyDown={(event) => {
        const now = progress * duration;
        if (event.key === "ArrowLeft") onSeek(now - 5);
        else if (event.key === "ArrowRight") onSeek(now + 10);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        if (!duration) return;
        const box = event.currentTarget.getBoundingClientRect();
        onSeek(((event.clientX - box.left) / box.width) * duration);
      }}
    />
  );
}
