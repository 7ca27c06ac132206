import {
  getPvcSampleSpeakers as getPvcSampleSpeakersOperation,
  getPvcSpeakerAudio as getPvcSpeakerAudioOperation,
  separatePvcSampleSpeakers as separatePvcSampleSpeakersOperation,
} from "@chorus/contract";
import {
  getProfessionalSampleSpeakers,
  getProfessionalSpeakerAudio,
  startSpeakerSeparation,
} from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentSpeakerSeparation } from "../../../../presenters/professional-voice-presenter.ts";

export const separatePvcSampleSpeakersRoute = bindOperation(
  separatePvcSampleSpeakersOperation,
  async ({ ctx, params }) => {
    await startSpeakerSeparation(ctx, params.voice_id, params.sample_id);
    return { status: "ok" };
  },
);

export const getPvcSampleSpeakersRoute = bindOperation(
  getPvcSampleSpeakersOperation,
  async ({ ctx, params }) =>
    presentSpeakerSeparation(await getProfessionalSampleSpeakers(ctx, params.voice_id, params.sample_id)),
);

export const getPvcSpeakerAudioRoute = bindOperation(getPvcSpeakerAudioOperation, async ({ ctx, params }) => {
  const speaker = await getProfessionalSpeakerAudio(
    ctx,
    params.voice_id,
    params.sample_id,
    params.speaker_id,
  );
  return {
    audio_base_64: speaker.audio.toString("base64"),
    media_type: speaker.mediaType,
    duration_secs: Math.round(speaker.durationSeconds * 1000) / 1000,
  };
});
