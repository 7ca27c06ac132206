import { Readable } from "node:stream";
import {
  createInstantVoice as createInstantVoiceOperation,
  deleteVoice as deleteVoiceOperation,
  deleteVoiceSample as deleteVoiceSampleOperation,
  editVoice as editVoiceOperation,
  getVoiceSampleAudio as getVoiceSampleAudioOperation,
  type VoiceFormFields,
} from "@chorus/contract";
import {
  assertCanAddInstantVoice,
  assertCanEditVoice,
  createInstantVoice,
  deleteCustomVoice,
  deleteVoiceSample,
  editCustomVoice,
  getVoiceSampleAudio,
  type StagedUpload,
  type VoiceFormInput,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

function voiceForm(form: { fields: VoiceFormFields; files: Record<string, StagedUpload[]> }): VoiceFormInput {
  return {
    name: form.fields.name,
    description: form.fields.description,
    labels: form.fields.labels,
    removeBackgroundNoise: form.fields.remove_background_noise,
    language: form.fields.language,
    files: form.files.files ?? [],
  };
}

export const createInstantVoiceRoute = bindOperation(
  createInstantVoiceOperation,
  async ({ ctx, form }) => {
    const created = await createInstantVoice(ctx, voiceForm(form));
    return { voice_id: created.voiceId, requires_verification: created.requiresVerification };
  },
  // Plan, voice slots and monthly operations refuse before up to 25 × 11 MB of samples are read.
  { beforeBody: ({ ctx }) => assertCanAddInstantVoice(ctx) },
);

export const editVoiceRoute = bindOperation(
  editVoiceOperation,
  async ({ ctx, params, form }) => {
    await editCustomVoice(ctx, params.voice_id, voiceForm(form));
    return { status: "ok" };
  },
  { beforeBody: ({ ctx, params }) => assertCanEditVoice(ctx, params.voice_id) },
);

export const deleteVoiceRoute = bindOperation(deleteVoiceOperation, async ({ ctx, params }) => {
  await deleteCustomVoice(ctx, params.voice_id);
  return { status: "ok" };
});

export const getVoiceSampleAudioRoute = bindOperation(
  getVoiceSampleAudioOperation,
  async ({ ctx, params, reply }) => {
    const { sample, audio } = await getVoiceSampleAudio(ctx, params.voice_id, params.sample_id);
    return reply.header("content-type", sample.mimeType).send(Readable.from(audio));
  },
);

export const deleteVoiceSampleRoute = bindOperation(deleteVoiceSampleOperation, async ({ ctx, params }) => {
  await deleteVoiceSample(ctx, params.voice_id, params.sample_id);
  return { status: "ok" };
});
