import type { textToDialogueConvert } from "@chorus/contract";
import { dialogueDelivery, generationOrder, prepareDialogue, streamDialogue } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";
import { dialogueInputFrom } from "../../../presenters/dialogue-presenter.ts";

/** `convert` and `stream` answer the same way (audio bytes as they are made); only their allowed formats differ. */
export async function respondWithDialogueAudio({
  ctx,
  query,
  body,
  reply,
}: Pick<HandlerInput<typeof textToDialogueConvert>, "ctx" | "query" | "body" | "reply">) {
  const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
  // Charged and limited exactly like text to speech: a dialogue is several generations in one.
  const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_dialogue"));
  const signal = abortOnClose(reply);
  return endOnFailure(work, () =>
    sendAudio(reply, streamDialogue(ctx.ports, plan, signal), work, dialogueDelivery(ctx, plan, work)),
  );
}
