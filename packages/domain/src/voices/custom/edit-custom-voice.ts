import { messages, voiceSampleLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { assertCanEditVoice } from "./assert-can-edit-voice.ts";
import { assertNameFree, deleteBlobs, storeUploads, type VoiceFormInput } from "./create-instant-voice.ts";
import { decodeStoredSamples, fitCustomVoice } from "./fit-custom-voice.ts";
import { assertVoiceOperationAllowed } from "./voice-operation-limits.ts";
import { assertEnoughAudio, decodeVoiceUploads } from "./voice-sample-uploads.ts";

/**
 * `POST /v1/voices/{id}/edit`: renames, describes or relabels a custom voice; new files are added as
 * samples and the profile is fitted again over all of them. One monthly add/edit operation. The
 * samples' language stays the voice's (spec: all samples share one language).
 */
export async function editCustomVoice(
  ctx: AuthenticatedContext,
  voiceId: string,
  input: Omit<VoiceFormInput, "language">,
): Promise<void> {
  const voice = await assertCanEditVoice(ctx, voiceId);
  if (voice.category === "professional" && input.files.length > 0)
    throw DomainError.invalidField(["body", "files"], messages.professionalSamplesUseTheirOwnCalls(voiceId));
  await assertNameFree(ctx, input.name, voiceId);
  const existing = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  if (existing.length + input.files.length > voiceSampleLimits.maxFilesPerVoice)
    throw DomainError.invalidField(
      ["body", "files"],
      messages.tooManyVoiceSamples(voiceSampleLimits.maxFilesPerVoice),
    );
  const labels = input.labels ?? voice.labels;
  const denoise = input.removeBackgroundNoise ?? false;
  const uploads = await decodeVoiceUploads(ctx, input.files, {
    denoise,
    knownHashes: new Set(existing.map((sample) => sample.hash)),
  });

  let profile = voice.profile;
  if (uploads.length > 0 && voice.category !== "professional") {
    const audio = [...(await decodeStoredSamples(ctx, existing)), ...uploads.map((upload) => upload.audio)];
    assertEnoughAudio(audio.reduce((sum, part) => sum + part.durationSeconds, 0));
    profile = await fitCustomVoice(ctx, audio, { language: voice.language, labels });
  }
  const samples = await storeUploads(ctx, voiceId, uploads, denoise);
  const now = ctx.ports.clock.now();
  try {
    await ctx.ports.store.transaction(async (tx) => {
      await assertVoiceOperationAllowed(ctx, tx, { adding: false, locked: true });
      await assertNameFree(ctx, input.name, voiceId, tx);
      const updated = await tx.customVoices.update(ctx.workspaceId, voiceId, {
        name: input.name,
        description: input.description ?? voice.description,
        labels,
        profile,
        updatedAt: now,
      });
      if (!updated) throw new DomainError("voice_not_found", messages.notFound);
      for (const sample of samples) await tx.customVoices.insertSample(sample);
      await tx.customVoices.recordOperation({
        id: newId(),
        workspaceId: ctx.workspaceId,
        voiceId,
        kind: "edit",
        createdAt: now,
      });
    });
  } catch (error) {
    await deleteBlobs(ctx, samples);
    throw error;
  }
}
