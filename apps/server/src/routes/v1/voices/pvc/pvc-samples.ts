import {
  addPvcSamples as addPvcSamplesOperation,
  deletePvcSample as deletePvcSampleOperation,
  getPvcSampleAudio as getPvcSampleAudioOperation,
  getPvcSampleWaveform as getPvcSampleWaveformOperation,
  updatePvcSample as updatePvcSampleOperation,
} from "@chorus/contract";
import {
  addProfessionalSamples,
  assertCanAddProfessionalSamples,
  deleteProfessionalSample,
  getProfessionalSampleAudio,
  getProfessionalSampleWaveform,
  updateProfessionalSample,
} from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentSample } from "../../../../presenters/professional-voice-presenter.ts";

export const addPvcSamplesRoute = bindOperation(
  addPvcSamplesOperation,
  async ({ ctx, params, form }) => {
    const samples = await addProfessionalSamples(ctx, params.voice_id, {
      files: form.files.files ?? [],
      removeBackgroundNoise: form.fields.remove_background_noise,
    });
    return samples.map((sample) => presentSample(sample, true));
  },
  { beforeBody: ({ ctx, params }) => assertCanAddProfessionalSamples(ctx, params.voice_id) },
);

export const updatePvcSampleRoute = bindOperation(updatePvcSampleOperation, async ({ ctx, params, body }) => {
  await updateProfessionalSample(ctx, params.voice_id, params.sample_id, {
    removeBackgroundNoise: body.remove_background_noise,
    selectedSpeakerIds: body.selected_speaker_ids,
    trimStartMs: body.trim_start_time,
    trimEndMs: body.trim_end_time,
    fileName: body.file_name,
  });
  return { voice_id: params.voice_id };
});

export const deletePvcSampleRoute = bindOperation(deletePvcSampleOperation, async ({ ctx, params }) => {
  await deleteProfessionalSample(ctx, params.voice_id, params.sample_id);
  return { status: "ok" };
});

export const getPvcSampleAudioRoute = bindOperation(
  getPvcSampleAudioOperation,
  async ({ ctx, params, query }) => {
    const { sample, audio, mediaType } = await getProfessionalSampleAudio(
      ctx,
      params.voice_id,
      params.sample_id,
      {
        removeBackgroundNoise: query.remove_background_noise,
      },
    );
    return {
      audio_base_64: audio.toString("base64"),
      voice_id: params.voice_id,
      sample_id: sample.id,
      media_type: mediaType,
      duration_secs: sample.durationSeconds,
    };
  },
);

export const getPvcSampleWaveformRoute = bindOperation(
  getPvcSampleWaveformOperation,
  async ({ ctx, params }) => ({
    sample_id: params.sample_id,
    visual_waveform: await getProfessionalSampleWaveform(ctx, params.voice_id, params.sample_id),
  }),
);
