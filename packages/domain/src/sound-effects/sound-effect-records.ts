import type { SoundEffectCategory, SoundEffectVisibility } from "@chorus/contract";

/** A kept sound effect: its row points at audio in blob storage under `audioKey`. */
export interface SoundEffectRecord {
  /** The generation's request id. */
  id: string;
  workspaceId: string;
  userId: string | null;
  text: string;
  recipe: string;
  recipeMatch: "keyword" | "nearest";
  category: SoundEffectCategory;
  durationSeconds: number;
  /** Null when the length was automatic. */
  requestedDurationSeconds: number | null;
  promptInfluence: number;
  loop: boolean;
  seed: number;
  outputFormat: string;
  contentType: string;
  audioKey: string;
  visibility: SoundEffectVisibility;
  /** When it was last shared (null while private): Explore lists the newest shares first. */
  sharedAt: Date | null;
  createdAt: Date;
}

/** Which kept effects a listing reads. */
export interface SoundEffectListQuery {
  /** `workspace`: everything the workspace made; `explore`: its shared ones and every public one. */
  scope: "workspace" | "explore";
  workspaceId: string;
  search?: string;
  category?: SoundEffectCategory;
  offset: number;
  limit: number;
}
