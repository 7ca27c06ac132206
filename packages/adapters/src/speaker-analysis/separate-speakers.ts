import type { SeparatedSpeaker, Utterance } from "@chorus/domain";
import { clusterSpeakers } from "./cluster-speakers.ts";
import { featuresOf, featureTracks } from "./speaker-features.ts";
import { detectSpeech } from "./voice-activity.ts";

/** Speech is cut into windows of about this length: long enough for stable features, short enough to follow turns. */
const windowSeconds = 2;

/** Splits each stretch of speech into near-equal windows of about `windowSeconds` (a short stretch stays whole). */
export function speechWindows(speech: readonly Utterance[]): Utterance[] {
  const windows: Utterance[] = [];
  for (const stretch of speech) {
    const length = stretch.end - stretch.start;
    const count = Math.max(1, Math.round(length / windowSeconds));
    for (let i = 0; i < count; i++)
      windows.push({
        start: stretch.start + (length * i) / count,
        end: stretch.start + (length * (i + 1)) / count,
      });
  }
  return windows;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Speaker separation (issue 5 §3): voice activity detection finds the speech (voice-activity.ts),
 * the speech is cut into ~2 s windows, each window is described by its speaker features (MFCC means
 * and spreads plus median log-F0, speaker-features.ts), and the windows are clustered by average
 * linkage with a distance threshold (cluster-speakers.ts), so the number of speakers is found, not
 * given (at most `maxSpeakers` when the caller knows it). Neighbouring windows of one speaker inside one stretch of speech join into one utterance.
 */
export async function separateSpeakers(
  samples: Int16Array,
  sampleRate: number,
  options: { maxSpeakers?: number } = {},
): Promise<SeparatedSpeaker[]> {
  const speech = await detectSpeech(samples, sampleRate);
  if (speech.length === 0) return [];
  const tracks = featureTracks(samples, sampleRate);
  const windows = speechWindows(speech).flatMap((window) => {
    const features = featuresOf(tracks, [window]);
    return features ? [{ window, vector: features.vector }] : [];
  });
  const labels = clusterSpeakers(
    windows.map((entry) => entry.vector),
    undefined,
    options.maxSpeakers ?? Number.POSITIVE_INFINITY,
  );
  const speakers = new Map<number, Utterance[]>();
  windows.forEach(({ window }, index) => {
    const utterances = speakers.get(labels[index]!) ?? [];
    const last = utterances.at(-1);
    // Windows of one stretch touch exactly; a gap means the VAD heard a pause between them.
    if (last && window.start - last.end < 1e-6) last.end = window.end;
    else utterances.push({ ...window });
    speakers.set(labels[index]!, utterances);
  });
  return [...speakers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([label, utterances]) => ({
      speakerId: `speaker_${label}`,
      durationSeconds: round(utterances.reduce((sum, u) => sum + u.end - u.start, 0)),
      utterances: utterances.map((u) => ({ start: round(u.start), end: round(u.end) })),
    }));
}
