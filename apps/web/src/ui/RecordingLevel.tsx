import { formatDuration } from "../lib/format.ts";
import "./recording-level.css";

interface RecordingLevelProps {
  level: number;
  elapsed: number;
  /** Names the meter for screen readers. */
  label: string;
  /** What the time means, shown on hover (by default just the time). */
  elapsedLabel?: string;
}

/**
 * What a microphone is hearing while it records: a level meter (green in the speaking range, warning
 * when it clips) and the time recorded so far.
 */
export function RecordingLevel({ level, elapsed, label, elapsedLabel }: RecordingLevelProps) {
  return (
    <>
      <meter
        className="recording-level__meter"
        min={0}
        max={1}
        low={0.15}
        high={0.9}
        optimum={0.5}
        value={level}
        aria-label={label}
      />
      <time className="recording-level__time" title={elapsedLabel} aria-live="off">
        {formatDuration(elapsed)}
      </time>
    </>
  );
}
