/** A stretch of non-speech sound in a recording, in seconds. */
export interface DetectedAudioEvent {
  start: number;
  end: number;
  kind: "noise" | "music";
}

/** Finds loud non-speech sounds (broadband noise, sustained tones) in mono 16-bit PCM. */
export interface AudioEventDetector {
  detect(samples: Int16Array, sampleRate: number): Promise<DetectedAudioEvent[]>;
}
