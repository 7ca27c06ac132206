import { textToDialogueStreamWithTimestamps } from "@chorus/contract";
import { prepareDialogue, streamDialogue } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { sendTimestampedAudio } from "../../../http/send-speech.ts";
import { dialogueInputFrom, presentDialogueChunk } from "../../../presenters/dialogue-presenter.ts";
import { dialogueRecorder } from "./dialogue-delivery.ts";

export const textToDialogueStreamWithTimestampsRoute = bindOperation(
  textToDialogueStreamWithTimestamps,
  async ({ ctx, query, body, reply }) => {
    const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
    const metering = await meterGeneration(ctx, reply, plan, "text_to_dialogue");
    const signal = abortOnClose(reply);
    return metering.guard(() =>
      sendTimestampedAudio(
        reply,
        streamDialogue(ctx.ports, plan, signal),
        plan.requestId,
        dialogueRecorder(ctx, plan, signal),
        metering,
        presentDialogueChunk,
      ),
    );
  },
);
