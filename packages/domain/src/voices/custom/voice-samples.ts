import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { voiceNotFoundMessage } from "../get-voice.ts";
import { findOwnVoice } from "./find-own-voice.ts";
import { decodeStoredSamples, fitCustomVoice } from "./fit-custom-voice.ts";

async function findSample(ctx: AuthenticatedContext, voiceId: string, sampleId: string) {
  const voice = await ctx.ports.store.customVoices.findInWorkspace(ctx.workspaceId, voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  const sample = samples.find((candidate) => candidate.id === sampleId);
  if (!sample) throw new DomainError("voice_sample_not_found", messages.voiceSampleNotFound(sampleId));
  return { voice, samples, sample };
}

/** `GET /v1/voices/{id}/samples/{sample_id}/audio`: the file as it was uploaded. */
export async function getVoiceSampleAudio(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<{ sample: VoiceSampleRecord; audio: AsyncIterable<Uint8Array> }> {
  requirePermission(ctx, "voices_read");
  const { sample } = await findSample(ctx, voiceId, sampleId);
  const audio = await ctx.ports.blobs.get(sample.blobKey);
  if (!audio) throw new DomainError("voice_sample_not_found", messages.voiceSampleNotFound(sampleId));
  return { sample, audio };
}

/**
 * `DELETE /v1/voices/{id}/samples/{sample_id}`: the profile is fitted again over the samples that
 * remain, so the voice never speaks from evidence that is gone. The last sample stays.
 */
export async function deleteVoiceSample(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  await findOwnVoice(ctx, voiceId);
  const { voice, samples, sample } = await findSample(ctx, voiceId, sampleId);
  if (voice.category === "professional")
    throw new DomainError("invalid_request", messages.professionalSamplesUseTheirOwnCalls(voiceId));
  const remaining = samples.filter((candidate) => candidate.id !== sampleId);
  if (remaining.length === 0)
    throw new DomainError("invalid_request", messages.lastVoiceSampleCannotBeRemoved);
  const profile = await fitCustomVoice(ctx, await decodeStoredSamples(ctx, remaining), voice);
  await ctx.ports.store.transaction(async (tx) => {
    await tx.customVoices.deleteSample(ctx.workspaceId, voiceId, sampleId);
    await tx.customVoices.update(ctx.workspaceId, voiceId, { profile, updatedAt: ctx.ports.clock.now() });
  });
  await ctx.ports.blobs.delete(sample.blobKey);
}
