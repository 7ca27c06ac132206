import type { audioIsolationConvert } from "@chorus/contract";
import {
  assertCanIsolateAudio,
  encodeIsolatedAudio,
  generationOrder,
  isolateAudio,
  unkeptDelivery,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";

/** Before the recording is read: the metering's refusals. */
export const isolationChecks = {
  beforeBody: ({ ctx }: Pick<HandlerInput<typeof audioIsolationConvert>, "ctx">) =>
    assertCanIsolateAudio(ctx),
};

/**
 * `convert` and `stream` answer alike: mp3 bytes as the encoder makes them (convert's client reads
 * to the end). Charged before encoding, refunded unless every byte reached the client.
 */
export async function respondWithIsolatedAudio({
  ctx,
  form,
  reply,
}: Pick<HandlerInput<typeof audioIsolationConvert>, "ctx" | "form" | "reply">) {
  const plan = await isolateAudio(ctx, { file: form.files.audio?.[0], fileFormat: form.fields.file_format });
  const work = await beginPaidReply(ctx, reply, generationOrder(plan, "voice_isolator"));
  const signal = abortOnClose(reply);
  async function* chunks() {
    for await (const audio of encodeIsolatedAudio(ctx.ports, plan, signal)) yield { audio };
  }
  return endOnFailure(work, () =>
    sendAudio(reply, { contentType: "audio/mpeg", chunks: chunks() }, work, unkeptDelivery(ctx, work)),
  );
}
