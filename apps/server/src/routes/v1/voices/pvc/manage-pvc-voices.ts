import {
  createPvcVoice as createPvcVoiceOperation,
  trainPvcVoice as trainPvcVoiceOperation,
  updatePvcVoice as updatePvcVoiceOperation,
} from "@chorus/contract";
import { createProfessionalVoice, trainProfessionalVoice, updateProfessionalVoice } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";

export const createPvcVoiceRoute = bindOperation(createPvcVoiceOperation, async ({ ctx, body }) => {
  const { voiceId } = await createProfessionalVoice(ctx, body);
  return { voice_id: voiceId };
});

export const updatePvcVoiceRoute = bindOperation(updatePvcVoiceOperation, async ({ ctx, params, body }) => {
  await updateProfessionalVoice(ctx, params.voice_id, body);
  return { voice_id: params.voice_id };
});

export const trainPvcVoiceRoute = bindOperation(trainPvcVoiceOperation, async ({ ctx, params, body }) => {
  await trainProfessionalVoice(ctx, params.voice_id, { modelId: body.model_id });
  return { status: "ok" };
});
