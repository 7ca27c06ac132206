import type { SpeakerAnalyzer } from "@chorus/domain";
import { separateSpeakers } from "./separate-speakers.ts";
import { distance, featuresOf, featureTracks } from "./speaker-features.ts";
import { detectSpeech } from "./voice-activity.ts";

/**
 * Feature distance at which `similarity` is 0.5. Whole readings of one embedded voice measure 1.4–3.4
 * apart; of a female and a male voice 5.0–11.1 (similarity 0.45 to 0.14); two male voices may come
 * as close as 3.4, which this check does not tell apart.
 */
const halfSimilarityDistance = 4.5;

/** The embedded speaker analyzer: WebRTC VAD, MFCC and F0 features, agglomerative clustering. */
export const embeddedSpeakerAnalyzer: SpeakerAnalyzer = {
  separate: separateSpeakers,
  async embed(samples, sampleRate) {
    const speech = await detectSpeech(samples, sampleRate);
    if (speech.length === 0) return null;
    const features = featuresOf(featureTracks(samples, sampleRate), speech);
    return features ? [...features.vector] : null;
  },
  similarity(a, b) {
    return 1 / (1 + (distance(a, b) / halfSimilarityDistance) ** 2);
  },
  sameSpeakerThreshold: 0.5,
};

export { mfccAudioAligner } from "./mfcc-aligner.ts";
export { detectSpeech } from "./voice-activity.ts";
