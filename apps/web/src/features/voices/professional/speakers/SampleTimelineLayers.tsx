import type { VoiceSample } from "../api/professional-voices-api.ts";
import { speakerColorClass } from "./speaker-colors.ts";

const percent = (value: number, total: number) => `${Math.max(0, Math.min(100, (value / total) * 100))}%`;

/**
 * Drawn over a sample's waveform: each speaker's utterances in the speaker's colour (kept speakers
 * solid, left-out ones faint) and the trimmed-away start and end shaded. Decoration only: the
 * speaker list and the trim fields say the same in words.
 */
export function SampleTimelineLayers({ sample }: { sample: VoiceSample }) {
  const duration = sample.duration_secs ?? 0;
  if (duration <= 0) return null;
  const separation = sample.speaker_separation;
  const speakers = separation?.status === "completed" ? Object.values(separation.speakers ?? {}) : [];
  const chosen = separation?.selected_speaker_ids ?? null;
  const trimStart = (sample.trim_start ?? 0) / 1000;
  const trimEnd = sample.trim_end == null ? duration : sample.trim_end / 1000;
  return (
    <>
      {speakers.map((speaker, index) =>
        (speaker.utterances ?? []).map((utterance) => (
          <span
            key={`${speaker.speaker_id}-${utterance.start}`}
            className={[
              "pro-turn",
              speakerColorClass(index),
              chosen && !chosen.includes(speaker.speaker_id) ? "pro-turn--left-out" : "",
            ].join(" ")}
            style={{
              left: percent(utterance.start, duration),
              width: percent(utterance.end - utterance.start, duration),
            }}
          />
        )),
      )}
      {trimStart > 0 && (
        <span className="pro-trim" style={{ left: 0, width: percent(trimStart, duration) }} />
      )}
      {trimEnd < duration && (
        <span className="pro-trim" style={{ left: percent(trimEnd, duration), right: 0 }} />
      )}
    </>
  );
}
