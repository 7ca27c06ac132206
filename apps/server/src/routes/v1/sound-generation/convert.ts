import { type StreamOutputFormat, textToSoundEffectsConvert } from "@chorus/contract";
import { makeSoundEffect, prepareSoundEffect } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { sendAudio } from "../../../http/send-speech.ts";

/**
 * Charged and limited like text to speech (a refused charge is the same `quota_exceeded`), with the
 * price in `character-cost` and the recipe used in `x-chorus-sound-recipe`. Sound effects are not
 * kept in the speech history.
 */
export const textToSoundEffectsConvertRoute = bindOperation(
  textToSoundEffectsConvert,
  async ({ ctx, query, body, reply }) => {
    const plan = await prepareSoundEffect(ctx, {
      text: body.text,
      durationSeconds: body.duration_seconds,
      promptInfluence: body.prompt_influence,
      loop: body.loop,
      modelId: body.model_id,
      outputFormat: query.output_format as StreamOutputFormat,
    });
    const metering = await meterGeneration(ctx, reply, plan, "sound_effects");
    const signal = abortOnClose(reply);
    return metering.guard(async () => {
      const effect = makeSoundEffect(ctx.ports, plan, signal);
      reply.header("character-cost", String(plan.creditCost)).header("x-chorus-sound-recipe", effect.recipe);
      if (effect.match === "nearest") reply.header("x-chorus-sound-recipe-match", "nearest");
      const chunks = (async function* () {
        for await (const audio of effect.chunks) yield { audio };
      })();
      return sendAudio(
        reply,
        { contentType: effect.contentType, chunks },
        plan.requestId,
        undefined,
        metering,
      );
    });
  },
);
