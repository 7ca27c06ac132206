import { professionalVoiceLimits } from "@chorus/contract";
import type { Utterance } from "../../ports/speaker-analysis.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { joinSamples } from "../../speech/join-samples.ts";

type SampleSelection = Pick<
  VoiceSampleRecord,
  "id" | "durationSeconds" | "trimStartMs" | "trimEndMs" | "speakers" | "selectedSpeakerIds"
>;

/**
 * The parts of a sample training uses, in seconds: the trimmed range, and inside it only the
 * selected speakers' utterances when the sample was separated and speakers were chosen.
 */
export function selectedRanges(sample: SampleSelection): Utterance[] {
  const start = Math.min(sample.durationSeconds, (sample.trimStartMs ?? 0) / 1000);
  const end = Math.min(
    sample.durationSeconds,
    sample.trimEndMs === null ? sample.durationSeconds : sample.trimEndMs / 1000,
  );
  if (end <= start) return [];
  if (!sample.speakers || !sample.selectedSpeakerIds) return [{ start, end }];
  const chosen = new Set(sample.selectedSpeakerIds);
  return sample.speakers
    .filter((speaker) => chosen.has(speaker.speakerId))
    .flatMap((speaker) => speaker.utterances)
    .map((utterance) => ({ start: Math.max(start, utterance.start), end: Math.min(end, utterance.end) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
}

export const secondsOf = (ranges: readonly Utterance[]) =>
  ranges.reduce((sum, r) => sum + r.end - r.start, 0);

/** A run of selected audio training analyses as one piece: at most 30 minutes of it (spec 001 §9). */
export interface TrainingSlice {
  sliceId: string;
  sampleId: string;
  ranges: Utterance[];
}

/** Cuts a sample's selected audio into slices of at most `sliceSeconds` of audio each, in order. */
export function slicesOf(
  sample: SampleSelection,
  sliceSeconds: number = professionalVoiceLimits.sliceSeconds,
): TrainingSlice[] {
  const slices: TrainingSlice[] = [];
  let current: Utterance[] = [];
  let filled = 0;
  const close = () => {
    if (current.length === 0) return;
    slices.push({ sliceId: `${sample.id}_${slices.length}`, sampleId: sample.id, ranges: current });
    current = [];
    filled = 0;
  };
  for (const range of selectedRanges(sample)) {
    let at = range.start;
    while (at < range.end - 1e-9) {
      const take = Math.min(range.end - at, sliceSeconds - filled);
      current.push({ start: at, end: at + take });
      filled += take;
      at += take;
      if (filled >= sliceSeconds - 1e-9) close();
    }
  }
  close();
  return slices;
}

/**
 * `count` excerpts of about `seconds` each, spread evenly over the ranges' audio (measured in
 * selected time, so pauses and other speakers are skipped). Fewer when the ranges hold less.
 */
export function evenlySpreadExcerpts(
  ranges: readonly Utterance[],
  count: number,
  seconds: number,
): Utterance[] {
  const total = secondsOf(ranges);
  if (total <= count * seconds) return ranges.map((range) => ({ ...range }));
  const excerpts: Utterance[] = [];
  for (let i = 0; i < count; i++) {
    // The excerpt's start, in selected seconds: the centres of `count` equal parts.
    let offset = ((i + 0.5) * total) / count - seconds / 2;
    let remaining = seconds;
    for (const range of ranges) {
      const length = range.end - range.start;
      if (offset >= length) {
        offset -= length;
        continue;
      }
      const start = range.start + Math.max(0, offset);
      const take = Math.min(range.end - start, remaining);
      excerpts.push({ start, end: start + take });
      remaining -= take;
      offset = 0;
      if (remaining <= 1e-9) break;
    }
  }
  return excerpts;
}

/** The samples of the ranges (seconds) cut out of mono PCM and joined. */
export function cutAudio(samples: Int16Array, sampleRate: number, ranges: readonly Utterance[]): Int16Array {
  const pieces = ranges.map((range) =>
    samples.subarray(
      Math.max(0, Math.round(range.start * sampleRate)),
      Math.min(samples.length, Math.round(range.end * sampleRate)),
    ),
  );
  return joinSamples(pieces);
}
