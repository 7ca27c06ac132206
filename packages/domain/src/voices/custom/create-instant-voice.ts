import { isSpeechLanguage, messages, type SpeechLanguageCode, voiceSampleLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import type { CustomVoiceRecord, NewVoiceSample } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { assertCanAddInstantVoice } from "./assert-can-add-instant-voice.ts";
import { fitCustomVoice, voiceSampleBlobKey } from "./fit-custom-voice.ts";
import { assertVoiceOperationAllowed } from "./voice-operation-limits.ts";
import { assertEnoughAudio, type DecodedVoiceUpload, decodeVoiceUploads } from "./voice-sample-uploads.ts";

export interface VoiceFormInput {
  name: string;
  description?: string;
  labels?: Record<string, string>;
  removeBackgroundNoise?: boolean;
  /** The language every sample is spoken in; English when not given (detection is not done). */
  language?: string;
  /** Staged by the transport as they arrived (never whole in memory). */
  files: StagedUpload[];
}

export function sampleLanguage(language: string | undefined): SpeechLanguageCode {
  const code = (language ?? "en").toLowerCase().split("-")[0]!;
  if (!isSpeechLanguage(code))
    throw DomainError.invalidField(["body", "language"], messages.voiceLanguageUnsupported(code));
  return code;
}

/**
 * "Name already taken" (spec 001 §8). Checked before the slow work and again inside the write
 * transaction that holds the workspace row (`store`: that transaction), so two uploads racing with
 * one name get the message rather than the unique index's error.
 */
export async function assertNameFree(
  ctx: AuthenticatedContext,
  name: string,
  exceptVoiceId?: string,
  store: Pick<Repositories, "customVoices"> = ctx.ports.store,
) {
  const taken = await store.customVoices.findByName(ctx.workspaceId, name);
  if (taken && taken.id !== exceptVoiceId)
    throw DomainError.invalidField(["body", "name"], messages.voiceNameTaken);
}

/** Writes the original uploads to blob storage and returns their sample rows (not yet inserted). */
export async function storeUploads(
  ctx: AuthenticatedContext,
  voiceId: string,
  uploads: readonly DecodedVoiceUpload[],
  removeBackgroundNoise: boolean,
): Promise<NewVoiceSample[]> {
  const rows: NewVoiceSample[] = [];
  for (const upload of uploads) {
    const id = newId();
    const blobKey = voiceSampleBlobKey(ctx.workspaceId, voiceId, id);
    await ctx.ports.blobs.put(blobKey, upload.file.read());
    rows.push({
      id,
      voiceId,
      workspaceId: ctx.workspaceId,
      fileName: upload.file.fileName,
      mimeType: upload.file.mimeType,
      sizeBytes: upload.file.sizeBytes,
      hash: upload.hash,
      durationSeconds: upload.audio.durationSeconds,
      removeBackgroundNoise,
      blobKey,
      createdAt: ctx.ports.clock.now(),
    });
  }
  return rows;
}

export async function deleteBlobs(ctx: AuthenticatedContext, samples: readonly { blobKey: string }[]) {
  for (const sample of samples) await ctx.ports.blobs.delete(sample.blobKey);
}

/**
 * `POST /v1/voices/add`: an instant clone. Refuses what it can before any work (plan, slots and
 * monthly operations, also checked before the upload is read, then name, file types and sizes), decodes every sample (denoised with
 * `remove_background_noise`), fits an embedded voice to the speaker, keeps the original uploads in
 * blob storage and writes the voice, its samples and one add operation together. The plan limits
 * are checked again under the workspace row's lock at write time; if the write fails, the files
 * just stored are removed.
 */
export async function createInstantVoice(
  ctx: AuthenticatedContext,
  input: VoiceFormInput,
): Promise<{ voiceId: string; requiresVerification: boolean }> {
  await assertCanAddInstantVoice(ctx);
  await assertNameFree(ctx, input.name);
  const language = sampleLanguage(input.language);
  if (input.files.length === 0)
    throw DomainError.invalidField(["body", "files"], messages.voiceFilesRequired);
  if (input.files.length > voiceSampleLimits.maxFilesPerVoice)
    throw DomainError.invalidField(["body", "files"], messages.filesTooBig);
  const denoise = input.removeBackgroundNoise ?? false;
  const uploads = await decodeVoiceUploads(ctx, input.files, { denoise });
  assertEnoughAudio(uploads.reduce((sum, upload) => sum + upload.audio.durationSeconds, 0));
  const labels = input.labels ?? {};
  const profile = await fitCustomVoice(
    ctx,
    uploads.map((upload) => upload.audio),
    { language, labels },
  );

  const voiceId = newId();
  const samples = await storeUploads(ctx, voiceId, uploads, denoise);
  const now = ctx.ports.clock.now();
  const voice: CustomVoiceRecord = {
    id: voiceId,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: input.name,
    description: input.description ?? null,
    labels,
    category: "cloned",
    language,
    profile,
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.ports.store.transaction(async (tx) => {
      await assertVoiceOperationAllowed(ctx, tx, { adding: true, locked: true });
      await assertNameFree(ctx, input.name, undefined, tx);
      await tx.customVoices.insert(voice);
      for (const sample of samples) await tx.customVoices.insertSample(sample);
      await tx.customVoices.recordOperation({
        id: newId(),
        workspaceId: ctx.workspaceId,
        voiceId,
        kind: "add",
        createdAt: now,
      });
    });
  } catch (error) {
    await deleteBlobs(ctx, samples);
    throw error;
  }
  return { voiceId, requiresVerification: false };
}
