import type { AuthenticatedContext } from "../context.ts";
import { type Delivery, keptDelivery } from "../generation/delivery.ts";
import type { PaidWork } from "../generation/paid-work.ts";
import { historyItemToKeep } from "../history/store-history-item.ts";
import { watermarkIdOfDialogue } from "../history/watermark-id.ts";
import type { DialoguePlan } from "./prepare-dialogue.ts";

/**
 * How a dialogue is delivered: a logged one becomes a history item like a text-to-speech
 * generation. The row's text is the joined text, its voice and settings those of the first line,
 * and `dialogue` keeps every line with its voice. Zero retention (`enable_logging=false`) keeps
 * nothing.
 */
export const dialogueDelivery = (ctx: AuthenticatedContext, plan: DialoguePlan, work: PaidWork): Delivery =>
  keptDelivery(ctx, work, {
    keepsBytes: plan.enableLogging,
    historyItemId: plan.enableLogging ? plan.requestId : undefined,
    keep: (audio) => {
      const first = plan.lines[0]!;
      return historyItemToKeep(
        ctx,
        { requestId: plan.requestId, format: plan.format, audio },
        {
          voiceId: first.voice.voice.voiceId,
          voiceName: first.voice.voice.name,
          voiceCategory: first.voice.category,
          modelId: plan.model.modelId,
          text: plan.text,
          settings: first.settings,
          characterCountChangeFrom: work.countChange?.from ?? 0,
          characterCountChangeTo: work.countChange?.to ?? plan.creditCost,
          source: "TTS",
          watermarkId: watermarkIdOfDialogue(plan),
          dialogue: plan.lines.map((line, index) => ({
            text: plan.inputs[index]!.text,
            voiceId: line.voice.voice.voiceId,
            voiceName: line.voice.voice.name,
          })),
        },
      );
    },
  });
