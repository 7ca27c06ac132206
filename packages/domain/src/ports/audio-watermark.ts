/**
 * The inaudible mark every audio Chorus generates carries, so the AI speech classifier can recognise it
 * later (after mp3 encoding and resampling) and name the generation. The payload is a 32-bit id: 0 for
 * audio that belongs to no history item (previews, isolation), else the history row's `watermarkId`.
 */
export interface AudioWatermark {
  /**
   * Starts marking one stream of mono 16-bit PCM at `sampleRate`: the returned function marks the
   * stream's chunks in order (a new array each time; the mark does not depend on how it is chunked).
   * `startSeconds` continues a mark begun in earlier audio (frames of one WebSocket context, encoded
   * one by one but joined in the history), so the joined audio carries one unbroken mark.
   */
  marker(sampleRate: number, payload: number, startSeconds?: number): (samples: Int16Array) => Int16Array;
  /**
   * Looks for the mark in mono 16-bit PCM at `watermarkDetectionRate`. `candidates` are payloads the
   * caller expects (its workspace's history ids): a mark too weak to read on its own can still be
   * matched to one of them.
   */
  detect(samples: Int16Array, candidates?: readonly number[]): WatermarkDetection;
  /** `detect` in a worker thread, for requests: long audio against many candidates is real work. */
  detectOffThread(samples: Int16Array, candidates?: readonly number[]): Promise<WatermarkDetection>;
}

/** Where a stream's mark continues from: the payload and the seconds of marked audio before it. */
export interface WatermarkPlacement {
  payload: number;
  startSeconds: number;
}

/** The rate `AudioWatermark.detect` reads (decode or resample to it first). */
export const watermarkDetectionRate = 16_000;

export interface WatermarkDetection {
  detected: boolean;
  /** 0–1: how sure the audio carries the mark (0.5 at the detection threshold). */
  confidence: number;
  /** The payload, when the mark is detected and reads without error. */
  payload?: number;
}
