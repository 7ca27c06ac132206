import { formatDuration } from "../lib/format.ts";
import "./recording-level.css";

/**
 * What a microphone is hearing while it records: a level meter (green in the speaking range, warning
 * when it clips) and the time recorded so far. `label` names the meter for screen readers.
 */
export function RecordingLevel({ level, elapsed, label }: { level: number; elapsed: number; label: string }) {
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
      <time className="recording-level__time" aria-live="off">
        {formatDuration(elapsed)}
      </time>
    </>
  );
}
