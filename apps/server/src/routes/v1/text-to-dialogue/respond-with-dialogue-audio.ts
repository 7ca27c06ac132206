import type { textToDialogueConvert } from "@chorus/contract";
import { prepareDialogue, streamDialogue } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { sendAudio } from "../../../http/send-speech.ts";
import { dialogueInputFrom } from "../../../presenters/dialogue-presenter.ts";
import { dialogueRecorder } from "./dialogue-delivery.ts";

/** `convert` and `stream` answer the same way (audio bytes as they are made); only their allowed formats differ. */
export async function respondWithDialogueAudio({
  ctx,
  query,
  body,
  reply,
}: Pick<HandlerInput<typeof textToDialogueConvert>, "ctx" | "query" | "body" | "reply">) {
  const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
  // Charged and limited exactly like text to speech: a dialogue is several generations in one.
  const metering = await meterGeneration(ctx, reply, plan, "text_to_dialogue");
  const signal = abortOnClose(reply);
  return metering.guard(() =>
    sendAudio(
      reply,
      streamDialogue(ctx.ports, plan, signal),
      plan.requestId,
      dialogueRecorder(ctx, plan, signal),
      metering,
    ),
  );
}
