import { contentTypeForCodec, type OutputFormatSpec } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { KeptResult } from "../generation/delivery.ts";
import type { CharacterCountChange } from "../generation/reserve-credits.ts";
import type { HistoryRepository } from "../ports/repositories.ts";
import type { VoiceSettingsValues } from "../records.ts";
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
 * A delivered generation as a history item to keep (generation/delivery.ts: audio first, row
 * second, the row in the charge's transaction). The item's id is the request id, so `request-id`
 * and `previous_request_ids` name it; the caller, who made the audio, gives its voice, text, cost and
 * watermark.
 */
export function historyItemToKeep(
  ctx: AuthenticatedContext,
  generation: { requestId: string; format: OutputFormatSpec; audio: Uint8Array },
  item: GeneratedItem,
): KeptResult {
  const blobKey = historyAudioKey(ctx.workspaceId, generation.requestId, generation.format);
  return {
    blobKey,
    bytes: generation.audio,
    insert: (tx) =>
      tx.history.insert({
        ...item,
        id: generation.requestId,
        workspaceId: ctx.workspaceId,
        userId: ctx.userId,
        apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
        outputFormat: generation.format.format,
        contentType: contentTypeForCodec(generation.format.codec),
        state: "created",
        audioKey: blobKey,
        createdAt: ctx.ports.clock.now(),
      }),
  };
}

/** What a one-voice generation (text to speech, a voice change) was planned with. */
interface OneVoicePlan {
  voice: { voice: { voiceId: string; name: string }; category: string };
  model: { modelId: string };
  settings: VoiceSettingsValues;
  creditCost: number;
}

/**
 * The item's voice, model and settings, and the workspace's character count before and after this
 * generation's charge (as the ledger had it; without a known charge, 0 → cost).
 */
export function oneVoiceItem(plan: OneVoicePlan, countChange: CharacterCountChange | undefined) {
  return {
    voiceId: plan.voice.voice.voiceId,
    voiceName: plan.voice.voice.name,
    voiceCategory: plan.voice.category,
    modelId: plan.model.modelId,
    settings: plan.settings,
    characterCountChangeFrom: countChange?.from ?? 0,
    characterCountChangeTo: countChange?.to ?? plan.creditCost,
  };
}
