import { type StreamOutputFormat, textToSoundEffectsConvert } from "@chorus/contract";
import { generationOrder, makeSoundEffect, prepareSoundEffect, soundEffectDelivery } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";

/**
 * Charged and limited like text to speech (a refused charge is the same `quota_exceeded`), with the
 * price in `character-cost` and the recipe used in `x-chorus-sound-recipe`. A delivered effect is
 * kept (not in the speech history, in the workspace's sound effects: Explore and the Soundboard),
 * under the id in `x-chorus-sound-effect-id`.
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
      seed: body.seed,
      outputFormat: query.output_format as StreamOutputFormat,
    });
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "sound_effects"));
    const signal = abortOnClose(reply);
    return endOnFailure(work, async () => {
      const effect = makeSoundEffect(ctx.ports, plan, signal);
      reply
        .header("character-cost", String(plan.creditCost))
        .header("x-chorus-sound-recipe", effect.recipe)
        .header("x-chorus-sound-seed", String(effect.seed))
        .header("x-chorus-sound-effect-id", plan.requestId);
      if (effect.match === "nearest") reply.header("x-chorus-sound-recipe-match", "nearest");
      const chunks = (async function* () {
        for await (const audio of effect.chunks) yield { audio };
      })();
      return sendAudio(
        reply,
        { contentType: effect.contentType, chunks },
        work,
        soundEffectDelivery(ctx, plan, effect, work),
      );
    });
  },
);
