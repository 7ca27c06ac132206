import { textToSpeechStreamWithTimestamps } from "@chorus/contract";
import { generationOrder, prepareSynthesis, speechDelivery, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendTimestampedAudio } from "../../../http/send-speech.ts";
import { ttsInputFrom } from "../../../presenters/speech-presenter.ts";

export const textToSpeechStreamWithTimestampsRoute = bindOperation(
  textToSpeechStreamWithTimestamps,
  async ({ ctx, params, query, body, reply }) => {
    const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_speech"));
    const signal = abortOnClose(reply);
    return endOnFailure(work, () =>
      sendTimestampedAudio(
        reply,
        streamSynthesis(ctx.ports, plan, signal),
        work,
        speechDelivery(ctx, plan, work),
      ),
    );
  },
);
