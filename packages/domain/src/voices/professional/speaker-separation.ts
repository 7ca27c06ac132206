import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import type { JobHandler } from "../../jobs/job-handler.ts";
import { analysisSampleRate } from "../custom/voice-sample-uploads.ts";
import { findProfessionalSample, findProfessionalVoice } from "./find-professional-voice.ts";
import { decodeStoredSample } from "./stored-sample-audio.ts";

export const separateSpeakersJob = "voices.pvc.separate_speakers";

/**
 * `POST …/samples/{sample_id}/separate-speakers`: marks the sample `pending` and queues the
 * separation (the worker runs it; a long sample takes a while). Asking again re-runs it.
 */
export async function startSpeakerSeparation(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  await findProfessionalVoice(ctx, voiceId);
  await findProfessionalSample(ctx, voiceId, sampleId);
  await ctx.ports.store.transaction(async (tx) => {
    await tx.customVoices.updateSample(ctx.workspaceId, voiceId, sampleId, {
      speakerSeparationStatus: "pending",
    });
    await enqueueJob(ctx.ports, tx, {
      kind: separateSpeakersJob,
      payload: { voiceId, sampleId },
      workspaceId: ctx.workspaceId,
    });
  });
}

interface SeparationPayload {
  voiceId: string;
  sampleId: string;
}

/**
 * The separation job: decodes the stored sample (denoised when the sample asks for it), finds its
 * speakers (SpeakerAnalyzer: VAD, speaker features, clustering) and stores them. A previous choice of
 * speakers is dropped, because the new speaker ids need not mean the same people.
 */
export const separateSpeakersHandler: JobHandler = {
  async run({ ports, job, reportProgress }) {
    const { voiceId, sampleId } = job.payload as unknown as SeparationPayload;
    const workspaceId = job.workspaceId!;
    const samples = await ports.store.customVoices.listSamples(workspaceId, [voiceId]);
    const sample = samples.find((candidate) => candidate.id === sampleId);
    if (!sample) return; // deleted meanwhile: nothing to do
    const decoded = await decodeStoredSample(ports, sample, {
      sampleRate: analysisSampleRate,
      denoise: sample.removeBackgroundNoise,
    });
    await reportProgress(0.3);
    const speakers = await ports.speakerAnalyzer.separate(decoded.samples, decoded.sampleRate);
    await ports.store.customVoices.updateSample(workspaceId, voiceId, sampleId, {
      speakerSeparationStatus: "completed",
      speakers,
      selectedSpeakerIds: null,
    });
  },
  async onGaveUp({ ports, job }) {
    const { voiceId, sampleId } = job.payload as unknown as SeparationPayload;
    await ports.store.customVoices.updateSample(job.workspaceId!, voiceId, sampleId, {
      speakerSeparationStatus: "failed",
    });
  },
};
