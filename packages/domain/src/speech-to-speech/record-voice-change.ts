import type { AuthenticatedContext } from "../context.ts";
import { type Delivery, keptDelivery } from "../generation/delivery.ts";
import type { PaidWork } from "../generation/paid-work.ts";
import { historyItemToKeep, oneVoiceItem } from "../history/store-history-item.ts";
import { watermarkIdOfVoiceChange } from "../history/watermark-id.ts";
import type { ChangedVoice } from "./change-voice.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

/**
 * How a voice change is delivered: a logged one becomes a history item like a text-to-speech
 * generation, with source `STS`. Its text is the words re-spoken (empty when the conversion shifted
 * pitch). Zero retention keeps nothing.
 */
export const voiceChangeDelivery = (
  ctx: AuthenticatedContext,
  plan: VoiceChangePlan,
  changed: ChangedVoice,
  work: PaidWork,
): Delivery =>
  keptDelivery(ctx, work, {
    keepsBytes: plan.enableLogging,
    historyItemId: plan.enableLogging ? plan.requestId : undefined,
    keep: (audio) =>
      historyItemToKeep(
        ctx,
        { requestId: plan.requestId, format: plan.format, audio },
        {
          ...oneVoiceItem(plan, work.countChange),
          text: changed.text,
          source: "STS",
          watermarkId: watermarkIdOfVoiceChange(plan, changed),
        },
      ),
  });
