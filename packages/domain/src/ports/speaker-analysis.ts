/** One stretch of speech by one speaker, in seconds from the start of the recording. */
export interface Utterance {
  start: number;
  end: number;
}

/** A speaker found in a recording (professional cloning's speaker separation, issue 5 §3). */
export interface SeparatedSpeaker {
  /** Stable within one separation: `speaker_0`, `speaker_1`, … in order of first appearance. */
  speakerId: string;
  /** Seconds of speech, the utterances added up. */
  durationSeconds: number;
  utterances: Utterance[];
}

/** What identifies a speaker's voice, as a vector; only `SpeakerAnalyzer.similarity` compares them. */
export type SpeakerEmbedding = readonly number[];

/**
 * Who speaks when, and whether two recordings are the same speaker. Works on mono 16-bit PCM;
 * deterministic for the same input.
 */
export interface SpeakerAnalyzer {
  /**
   * The speakers of a recording with their utterances; [] when it holds no speech. `maxSpeakers`
   * (speech to text's `num_speakers`) caps how many are reported.
   */
  separate(
    samples: Int16Array,
    sampleRate: number,
    options?: { maxSpeakers?: number },
  ): Promise<SeparatedSpeaker[]>;
  /** The voice of the speech in the recording (silence skipped); null when it holds no speech. */
  embed(samples: Int16Array, sampleRate: number): Promise<SpeakerEmbedding | null>;
  /** 0 (different people) to 1 (identical); `sameSpeakerThreshold` and above is taken as one speaker. */
  similarity(a: SpeakerEmbedding, b: SpeakerEmbedding): number;
  readonly sameSpeakerThreshold: number;
}
