import type { textToSpeechConvert } from "@chorus/contract";
import {
  generationOrder,
  prepareSynthesis,
  speechDelivery,
  streamSynthesis,
  withHeadStart,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";
import { ttsInputFrom } from "../../../presenters/speech-presenter.ts";

/**
 * `convert` and `stream` answer the same way: audio bytes as they are made (convert's client simply
 * reads to the end). They differ only in the output formats their query allows.
 */
export async function respondWithAudio({
  ctx,
  params,
  query,
  body,
  reply,
}: Pick<HandlerInput<typeof textToSpeechConvert>, "ctx" | "params" | "query" | "body" | "reply">) {
  const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
  const refused = new AbortController();
  // Audio alone: the first piece's samples can go out before the piece (and its timing) is complete.
  const speech = streamSynthesis(
    ctx.ports,
    plan,
    AbortSignal.any([abortOnClose(reply), refused.signal]),
    undefined,
    { streamFirstPiece: true },
  );
  // The first piece is spoken while the credits are reserved (once the slot is held); no byte leaves
  // before the reservation stands, and a refusal stops the piece.
  const head = withHeadStart(speech.chunks);
  const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_speech"), {
    onSlot: head.start,
  }).catch((error: unknown) => {
    refused.abort();
    head.cancel();
    throw error;
  });
  return endOnFailure(work, () =>
    sendAudio(reply, { ...speech, chunks: head.items }, work, speechDelivery(ctx, plan, work)),
  );
}
