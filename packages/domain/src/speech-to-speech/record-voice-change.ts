import { contentTypeForCodec } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { CharacterCountChange } from "../credits/charge-generation.ts";
import { historyAudioKey } from "../history/history-audio.ts";
import { watermarkIdOfVoiceChange } from "../history/watermark-id.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { ChangedVoice } from "./change-voice.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

/**
 * Logs a delivered voice change like a text-to-speech generation (`recordGeneration`), with source
 * `STS`: audio to blob storage first, then the row (a failed insert removes the file again). Its text
 * is the words re-spoken (empty when the conversion shifted pitch). Zero retention keeps nothing.
 */
export async function recordVoiceChange(
  ctx: AuthenticatedContext,
  plan: VoiceChangePlan,
  changed: ChangedVoice,
  audio: Uint8Array,
  countChange?: CharacterCountChange,
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
      text: changed.text,
      settings: plan.settings,
      outputFormat: plan.format.format,
      characterCountChangeFrom: countChange?.from ?? 0,
      characterCountChangeTo: countChange?.to ?? plan.creditCost,
      contentType: contentTypeForCodec(plan.format.codec),
      source: "STS",
      state: "created",
      audioKey: key,
      watermarkId: watermarkIdOfVoiceChange(plan, changed),
      createdAt: ctx.ports.clock.now(),
    });
  } catch (error) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw error;
  }
}
