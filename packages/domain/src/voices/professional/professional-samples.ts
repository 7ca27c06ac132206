import { isAcceptedVoiceSample, messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import type { NewVoiceSample, VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { deleteBlobs } from "../custom/create-instant-voice.ts";
import { voiceSampleBlobKey } from "../custom/fit-custom-voice.ts";
import { analysisSampleRate } from "../custom/voice-sample-uploads.ts";
import { assertCanAddProfessionalSamples } from "./assert-can-add-professional-samples.ts";
import {
  assertNotTraining,
  findProfessionalSample,
  findProfessionalVoice,
} from "./find-professional-voice.ts";
import { judgeLoudness, visualWaveform } from "./sample-measures.ts";

const filesField = (index: number) => ["body", "files", index];

/**
 * `POST /v1/voices/pvc/{id}/samples`: each file (streamed to disk by the transport, never whole in
 * memory) is checked by type, decoded once by ffmpeg to measure its duration, waveform and levels,
 * then copied to blob storage; the rows are written together. A file identical to one the voice has
 * is skipped. If the write fails, the files just stored are removed.
 */
export async function addProfessionalSamples(
  ctx: AuthenticatedContext,
  voiceId: string,
  input: { files: readonly StagedUpload[]; removeBackgroundNoise?: boolean },
): Promise<VoiceSampleRecord[]> {
  if (input.files.length === 0) {
    await assertCanAddProfessionalSamples(ctx, voiceId);
    throw DomainError.invalidField(["body", "files"], messages.voiceFilesRequired);
  }
  input.files.forEach((file, index) => {
    if (!isAcceptedVoiceSample(file.fileName, file.mimeType))
      throw DomainError.invalidField(filesField(index), messages.unsupportedFileType);
  });
  const existing = await assertCanAddProfessionalSamples(ctx, voiceId, input.files.length);
  const denoise = input.removeBackgroundNoise ?? false;
  const seen = new Set(existing.map((sample) => sample.hash));
  const rows: NewVoiceSample[] = [];
  try {
    for (const [index, file] of input.files.entries()) {
      if (seen.has(file.sha256)) continue;
      seen.add(file.sha256);
      const decoded = await ctx.ports.audio.decodeStream(file.read(), {
        sampleRate: analysisSampleRate,
        denoise,
        measureLevels: true,
      });
      if (!decoded || decoded.durationSeconds <= 0)
        throw DomainError.invalidField(filesField(index), messages.couldNotDetermineDuration);
      const id = newId();
      const blobKey = voiceSampleBlobKey(ctx.workspaceId, voiceId, id);
      await ctx.ports.blobs.put(blobKey, file.read());
      rows.push({
        id,
        voiceId,
        workspaceId: ctx.workspaceId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        hash: file.sha256,
        durationSeconds: decoded.durationSeconds,
        removeBackgroundNoise: denoise,
        blobKey,
        waveform: visualWaveform(decoded.samples),
        loudness: decoded.levels ? judgeLoudness(decoded.levels) : null,
        createdAt: ctx.ports.clock.now(),
      });
    }
    return await ctx.ports.store.transaction(async (tx) => {
      const inserted: VoiceSampleRecord[] = [];
      for (const row of rows) inserted.push(await tx.customVoices.insertSample(row));
      return inserted;
    });
  } catch (error) {
    await deleteBlobs(ctx, rows);
    throw error;
  }
}

/**
 * `POST /v1/voices/pvc/{id}/samples/{sample_id}`: what of the sample training uses. Trims are in
 * milliseconds and must lie within the sample; speaker ids must be ones separation found (the last
 * request's list replaces the previous one, as the SDK documents).
 */
export async function updateProfessionalSample(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
  input: {
    removeBackgroundNoise?: boolean | null;
    selectedSpeakerIds?: string[] | null;
    trimStartMs?: number | null;
    trimEndMs?: number | null;
    fileName?: string | null;
  },
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { fineTuning } = await findProfessionalVoice(ctx, voiceId);
  assertNotTraining(fineTuning);
  const sample = await findProfessionalSample(ctx, voiceId, sampleId);
  const trimStartMs = input.trimStartMs === undefined ? sample.trimStartMs : input.trimStartMs;
  const trimEndMs = input.trimEndMs === undefined ? sample.trimEndMs : input.trimEndMs;
  const durationMs = sample.durationSeconds * 1000;
  if ((trimStartMs ?? 0) > durationMs || (trimEndMs ?? 0) > durationMs + 1)
    throw DomainError.invalidField(["body", "trim_end_time"], messages.trimBeyondSample);
  if (trimStartMs !== null && trimEndMs !== null && trimEndMs <= trimStartMs)
    throw DomainError.invalidField(["body", "trim_end_time"], messages.trimOrder);
  let selectedSpeakerIds = sample.selectedSpeakerIds;
  if (input.selectedSpeakerIds !== undefined && input.selectedSpeakerIds !== null) {
    const known = new Set(sample.speakers?.map((speaker) => speaker.speakerId) ?? []);
    const unknown = input.selectedSpeakerIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw DomainError.invalidField(["body", "selected_speaker_ids"], messages.unknownSpeakerIds(unknown));
    selectedSpeakerIds = [...new Set(input.selectedSpeakerIds)];
  }
  await ctx.ports.store.customVoices.updateSample(ctx.workspaceId, voiceId, sampleId, {
    trimStartMs,
    trimEndMs,
    selectedSpeakerIds,
    fileName: input.fileName ?? sample.fileName,
    removeBackgroundNoise: input.removeBackgroundNoise ?? sample.removeBackgroundNoise,
  });
}

/** `DELETE /v1/voices/pvc/{id}/samples/{sample_id}`: the row first, then its file (as voices.delete does). */
export async function deleteProfessionalSample(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { fineTuning } = await findProfessionalVoice(ctx, voiceId);
  assertNotTraining(fineTuning);
  const sample = await findProfessionalSample(ctx, voiceId, sampleId);
  await ctx.ports.store.customVoices.deleteSample(ctx.workspaceId, voiceId, sampleId);
  await ctx.ports.blobs.delete(sample.blobKey);
}
