import { textToDialogueStreamWithTimestamps } from "@chorus/contract";
import { dialogueDelivery, generationOrder, prepareDialogue, streamDialogue } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendTimestampedAudio } from "../../../http/send-speech.ts";
import { dialogueInputFrom, presentDialogueChunk } from "../../../presenters/dialogue-presenter.ts";

export const textToDialogueStreamWithTimestampsRoute = bindOperation(
  textToDialogueStreamWithTimestamps,
  async ({ ctx, query, body, reply }) => {
    const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_dialogue"));
    const signal = abortOnClose(reply);
    return endOnFailure(work, () =>
      sendTimestampedAudio(
        reply,
        streamDialogue(ctx.ports, plan, signal),
        work,
        dialogueDelivery(ctx, plan, work),
        presentDialogueChunk,
      ),
    );
  },
);
