/** One sound effect to make (reference §2.5 `POST /v1/sound-generation`). */
export interface SoundEffectRequest {
  prompt: string;
  /** Seconds, exactly; undefined lets the recipe choose its natural length. */
  durationSeconds?: number;
  /** When set, the end flows into the start without a seam. */
  loop: boolean;
  /** 0 to 1: how strictly the prompt's modifiers ("distant", "deep", "short" …) apply. */
  promptInfluence: number;
  /** Samples per second of the result (the output format's, so no resampling changes the length). */
  sampleRate: number;
  /** Fixes the randomness; derived from the prompt when absent, so a prompt always sounds the same. */
  seed?: number;
}

export interface SoundEffect {
  /** Mono 16-bit PCM at the requested rate. */
  samples: Int16Array;
  sampleRate: number;
  /** The recipe the prompt chose. */
  recipe: string;
  /** `nearest` when no word of the prompt named a recipe and the most similar one was used. */
  match: "keyword" | "nearest";
}

/** Makes sound effects from text prompts. Pure computation: the same request gives the same samples. */
export interface SoundEffectSynthesizer {
  generate(request: SoundEffectRequest): SoundEffect;
}
