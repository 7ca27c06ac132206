/**
 * What cloning measures in a speaker's audio (issue 5 §1): pitch, pitch range, speaking rate and
 * timbre. The same measures are taken of the clone's own speech, so "the clone matches the sample"
 * is a comparison of two of these.
 */
export interface VoiceFeatures {
  /** Median fundamental frequency of the voiced frames, in Hz. */
  f0MedianHz: number;
  /** Spread of F0 (10th to 90th percentile), in semitones: how lively the intonation is. */
  f0RangeSemitones: number;
  /** Syllable nuclei per second of speech (pauses excluded). */
  speakingRate: number;
  /** Mean spectral centroid of the voiced frames, in Hz: brighter voices sit higher. */
  spectralCentroidHz: number;
  /** Seconds of voiced audio the figures come from. */
  voicedSeconds: number;
  durationSeconds: number;
}

/** Measures `VoiceFeatures` in mono 16-bit PCM. Pure computation; the same input gives the same answer. */
export interface VoiceAnalyzer {
  analyze(samples: Int16Array, sampleRate: number): VoiceFeatures;
}
