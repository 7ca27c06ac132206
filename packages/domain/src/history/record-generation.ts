import { contentTypeForCodec } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { CharacterCountChange } from "../credits/charge-generation.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { historyAudioKey } from "./history-audio.ts";
import { watermarkIdOfPlan } from "./watermark-id.ts";

/**
 * Logs a text-to-speech generation whose audio has been fully delivered: the audio goes to blob
 * storage first and the row second, so a row never points at a missing file (and a failed insert
 * removes the file again). The item's id is the plan's request id, so `request-id` and
 * `previous_request_ids` name it. Zero retention (`enable_logging=false`) keeps nothing at all.
 * `watermarkId` is the id the audio's watermark carries (the plan's, unless the audio was marked otherwise).
 *
 * No permission check: the generation itself was authorized (`text_to_speech`), and history is
 * kept for every logged generation whatever the API key may read.
 */
export async function recordGeneration(
  ctx: AuthenticatedContext,
  plan: SynthesisPlan,
  audio: Uint8Array,
  countChange?: CharacterCountChange,
  watermarkId = watermarkIdOfPlan(plan),
): Promise<HistoryItemRecord | undefined> {
  if (!plan.enableLogging) return undefined;
  const key = historyAudioKey(ctx.workspaceId, plan.requestId, plan.format);
  await ctx.ports.blobs.put(key, audio);
  try {
    return await ctx.ports.store.history.insert({
      id: plan.requestId,
      workspaceId: ctx.workspaceId,
      userId: ctx.userId,
      apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
      voiceId: plan.voice.voice.voiceId,
      voiceName: plan.voice.voice.name,
      voiceCategory: plan.voice.category,
      modelId: plan.model.modelId,
      text: plan.originalText,
      settings: plan.settings,
      outputFormat: plan.format.format,
      // The workspace's character count before and after this generation's charge (as the ledger
      // had it); without a known charge, 0 → cost.
      characterCountChangeFrom: countChange?.from ?? 0,
      characterCountChangeTo: countChange?.to ?? plan.creditCost,
      contentType: contentTypeForCodec(plan.format.codec),
      source: "TTS",
      state: "created",
      audioKey: key,
      watermarkId,
      createdAt: ctx.ports.clock.now(),
    });
  } catch (error) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw error;
  }
}
