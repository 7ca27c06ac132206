import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { StoredAudio } from "./get-history-item-audio.ts";
import { openHistoryAudio } from "./history-audio.ts";

/** The audio behind a share link, for anyone holding its token (no account needed). */
export async function getSharedHistoryAudio(ctx: PublicContext, token: string): Promise<StoredAudio> {
  const item = await ctx.ports.store.history.findByShareToken(token);
  if (!item) throw new DomainError("history_item_not_found", messages.notFound);
  return { contentType: item.contentType, audio: await openHistoryAudio(ctx, item) };
}
