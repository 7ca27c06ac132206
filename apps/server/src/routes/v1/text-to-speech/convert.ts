import { textToSpeechConvert } from "@chorus/contract";
import { prepareSynthesis, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { historyRecorder, sendAudio } from "../../../http/send-speech.ts";
import { ttsInputFrom } from "../../../presenters/speech-presenter.ts";

export const textToSpeechConvertRoute = bindOperation(
  textToSpeechConvert,
  async ({ ctx, params, query, body, reply }) => {
    const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
    const metering = await meterGeneration(ctx, reply, plan);
    const signal = abortOnClose(reply);
    return metering.guard(() =>
      sendAudio(
        reply,
        streamSynthesis(ctx.ports, plan, signal),
        plan.requestId,
        historyRecorder(ctx, plan, signal, metering),
        metering,
      ),
    );
  },
);
