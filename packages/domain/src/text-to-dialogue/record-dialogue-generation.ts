import { contentTypeForCodec } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { historyAudioKey } from "../history/history-audio.ts";
import { watermarkIdOfDialogue } from "../history/watermark-id.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { DialoguePlan } from "./prepare-dialogue.ts";

/**
 * Logs a dialogue whose audio has been fully delivered, like `recordGeneration` does for text to
 * speech: audio to blob storage first, then the row (a failed insert removes the file again). The
 * row's text is the joined text, its voice and settings those of the first line, and `dialogue`
 * keeps every line with its voice. Zero retention (`enable_logging=false`) keeps nothing.
 */
export async function recordDialogueGeneration(
  ctx: AuthenticatedContext,
  plan: DialoguePlan,
  audio: Uint8Array,
): Promise<HistoryItemRecord | undefined> {
  if (!plan.enableLogging) return undefined;
  const first = plan.lines[0]!;
  const key = historyAudioKey(ctx.workspaceId, plan.requestId, plan.format);
  await ctx.ports.blobs.put(key, audio);
  try {
    return await ctx.ports.store.history.insert({
      id: plan.requestId,
      workspaceId: ctx.workspaceId,
      userId: ctx.userId,
      apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
      voiceId: first.voice.voice.voiceId,
      voiceName: first.voice.voice.name,
      voiceCategory: first.voice.category,
      modelId: plan.model.modelId,
      text: plan.text,
      settings: first.settings,
      outputFormat: plan.format.format,
      characterCountChangeFrom: 0,
      characterCountChangeTo: plan.creditCost,
      contentType: contentTypeForCodec(plan.format.codec),
      source: "TTS",
      state: "created",
      audioKey: key,
      watermarkId: watermarkIdOfDialogue(plan),
      dialogue: plan.lines.map((line, index) => ({
        text: plan.inputs[index]!.text,
        voiceId: line.voice.voice.voiceId,
        voiceName: line.voice.voice.name,
      })),
      createdAt: ctx.ports.clock.now(),
    });
  } catch (error) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw error;
  }
}
