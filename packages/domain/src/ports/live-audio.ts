/** How a live audio stream arrives: raw little-endian 16-bit PCM or G.711 μ-law, mono, at `sampleRate`. */
export interface LiveAudioFormat {
  codec: "pcm" | "ulaw";
  sampleRate: number;
}

/** What one pushed chunk became: 16 kHz mono PCM, and a speech decision for every whole VAD frame so far. */
export interface LiveAudioChunk {
  samples: Int16Array;
  /** One entry per `frameSeconds` of audio completed by this chunk: true where the frame holds speech. */
  voicedFrames: boolean[];
}

/** One live stream's decoder: keeps the resampler's and the voice detector's state between chunks. */
export interface LiveAudioStream {
  /** Always 16 kHz: what the recognizers want. */
  readonly sampleRate: number;
  /** Length of a voice-activity frame in seconds. */
  readonly frameSeconds: number;
  push(bytes: Uint8Array): LiveAudioChunk;
  /** Frees the stream's native memory; call it however the stream ends. */
  close(): void;
}

/**
 * Live audio for the realtime transcription WebSocket: decodes chunks as they arrive, resamples them
 * to 16 kHz and tells speech from silence frame by frame. `sensitivity` 0 (hears speech in almost
 * anything) to 3 (only clear speech).
 */
export interface LiveAudioInput {
  open(format: LiveAudioFormat, options: { sensitivity: 0 | 1 | 2 | 3 }): Promise<LiveAudioStream>;
}
