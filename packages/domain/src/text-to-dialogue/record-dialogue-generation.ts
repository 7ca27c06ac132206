import type { AuthenticatedContext } from "../context.ts";
import { storeHistoryItem } from "../history/store-history-item.ts";
import { watermarkIdOfDialogue } from "../history/watermark-id.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { DialoguePlan } from "./prepare-dialogue.ts";

/**
 * Logs a dialogue whose audio has been fully delivered, like `recordGeneration` does for text to
 * speech (`storeHistoryItem`: audio first, row second). The row's text is the joined text, its voice
 * and settings those of the first line, and `dialogue` keeps every line with its voice. Zero
 * retention (`enable_logging=false`) keeps nothing.
 */
export async function recordDialogueGeneration(
  ctx: AuthenticatedContext,
  plan: DialoguePlan,
  audio: Uint8Array,
): Promise<HistoryItemRecord | undefined> {
  if (!plan.enableLogging) return undefined;
  const first = plan.lines[0]!;
  return storeHistoryItem(
    ctx,
    { requestId: plan.requestId, format: plan.format, audio },
    {
      voiceId: first.voice.voice.voiceId,
      voiceName: first.voice.voice.name,
      voiceCategory: first.voice.category,
      modelId: plan.model.modelId,
      text: plan.text,
      settings: first.settings,
      characterCountChangeFrom: 0,
      characterCountChangeTo: plan.creditCost,
      source: "TTS",
      watermarkId: watermarkIdOfDialogue(plan),
      dialogue: plan.lines.map((line, index) => ({
        text: plan.inputs[index]!.text,
        voiceId: line.voice.voice.voiceId,
        voiceName: line.voice.voice.name,
      })),
    },
  );
}
