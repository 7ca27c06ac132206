import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findHistoryItem } from "./find-history-item.ts";
import { openHistoryAudio } from "./history-audio.ts";

export interface StoredAudio {
  contentType: string;
  audio: AsyncIterable<Uint8Array>;
}

/** The audio of an item exactly as it was generated, with its content type. */
export async function getHistoryItemAudio(ctx: AuthenticatedContext, id: string): Promise<StoredAudio> {
  requirePermission(ctx, "speech_history_read");
  const item = await findHistoryItem(ctx, id);
  return { contentType: item.contentType, audio: await openHistoryAudio(ctx, item) };
}
