import type { SoundEffectListQuery, SoundEffectRecord } from "../sound-effects/sound-effect-records.ts";

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
  /** The seed the randomness used: the request's, or the one derived from the prompt. */
  seed: number;
}

/** Makes sound effects from text prompts. Pure computation: the same request gives the same samples. */
export interface SoundEffectSynthesizer {
  /** Off the event loop (rendering takes up to hundreds of milliseconds); an aborted `signal` stops it. */
  generate(request: SoundEffectRequest, signal?: AbortSignal): Promise<SoundEffect>;
}

/** Kept sound effects (issue 6 §2). Reads take the caller's workspace: another's private effects stay invisible. */
export interface SoundEffectRepository {
  insert(effect: SoundEffectRecord): Promise<SoundEffectRecord>;
  /** The effect if the workspace made it. */
  findInWorkspace(workspaceId: string, id: string): Promise<SoundEffectRecord | undefined>;
  /** The effect if the workspace made it, or it is public. */
  findVisible(workspaceId: string, id: string): Promise<SoundEffectRecord | undefined>;
  /** One page, newest first (Explore: newest share first); `limit + 1` rows tell whether there is more. */
  list(query: SoundEffectListQuery): Promise<SoundEffectRecord[]>;
  updateVisibility(
    workspaceId: string,
    id: string,
    visibility: SoundEffectRecord["visibility"],
    sharedAt: Date | null,
  ): Promise<SoundEffectRecord | undefined>;
  delete(workspaceId: string, id: string): Promise<void>;
}

/** A person's soundboard in one workspace: pinned effect ids in pad order. */
export interface SoundboardRepository {
  /** The pinned effect ids in pad order. */
  listPins(workspaceId: string, userId: string): Promise<string[]>;
  /** Appends a pin after the last one; pinning an effect twice changes nothing. */
  pin(workspaceId: string, userId: string, soundEffectId: string): Promise<void>;
  /** Whether the pin existed. */
  unpin(workspaceId: string, userId: string, soundEffectId: string): Promise<boolean>;
  /** Rewrites the pad order (the ids are exactly the current pins). */
  reorder(workspaceId: string, userId: string, soundEffectIds: readonly string[]): Promise<void>;
}
