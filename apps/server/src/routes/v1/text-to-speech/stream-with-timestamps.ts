import { textToSpeechStreamWithTimestamps } from "@chorus/contract";
import { prepareSynthesis, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { historyRecorder, sendTimestampedAudio } from "../../../http/send-speech.ts";
import { ttsInputFrom } from "../../../presenters/speech-presenter.ts";

export const textToSpeechStreamWithTimestampsRoute = bindOperation(
  textToSpeechStreamWithTimestamps,
  async ({ ctx, params, query, body, reply }) => {
    const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
    const metering = await meterGeneration(ctx, reply, plan, "text_to_speech");
    const signal = abortOnClose(reply);
    return metering.guard(() =>
      sendTimestampedAudio(
        reply,
        streamSynthesis(ctx.ports, plan, signal),
        plan.requestId,
        historyRecorder(ctx, plan, signal, metering),
        metering,
      ),
    );
  },
);
