import { contentTypeForCodec, type OutputFormatSpec } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryRepository } from "../ports/repositories.ts";
import type { HistoryItemRecord } from "../records.ts";
import { putBlobBeforeRow } from "../shared/blob-before-row.ts";
import { historyAudioKey } from "./history-audio.ts";

/** What differs between the generations history logs (text to speech, dialogue, voice change). */
export type GeneratedItem = Omit<
  Parameters<HistoryRepository["insert"]>[0],
  | "id"
  | "workspaceId"
  | "userId"
  | "apiKeyId"
  | "outputFormat"
  | "contentType"
  | "state"
  | "audioKey"
  | "createdAt"
>;

/**
 * Keeps a delivered generation in history, audio first and row second (`putBlobBeforeRow`). The
 * item's id is the request id, so `request-id` and `previous_request_ids` name it; the caller, who
 * made the audio, gives its voice, text, cost and watermark.
 */
export async function storeHistoryItem(
  ctx: AuthenticatedContext,
  generation: { requestId: string; format: OutputFormatSpec; audio: Uint8Array },
  item: GeneratedItem,
): Promise<HistoryItemRecord> {
  const key = historyAudioKey(ctx.workspaceId, generation.requestId, generation.format);
  return putBlobBeforeRow(ctx.ports.blobs, key, generation.audio, () =>
    ctx.ports.store.history.insert({
      ...item,
      id: generation.requestId,
      workspaceId: ctx.workspaceId,
      userId: ctx.userId,
      apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
      outputFormat: generation.format.format,
      contentType: contentTypeForCodec(generation.format.codec),
      state: "created",
      audioKey: key,
      createdAt: ctx.ports.clock.now(),
    }),
  );
}
