import { messages, professionalVoiceLimits } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { assertNotTraining, findProfessionalVoice } from "./find-professional-voice.ts";

/**
 * Whether samples may be added to this voice at all: the permission, the workspace's professional
 * voice, not training, and room for one more sample. `POST /v1/voices/pvc/{id}/samples` runs it
 * before its (up to 25 × 1,000 MB of) files are read; `addProfessionalSamples` runs it again and
 * then checks the files it got. Answers the voice's samples.
 */
export async function assertCanAddProfessionalSamples(
  ctx: AuthenticatedContext,
  voiceId: string,
  adding = 1,
): Promise<VoiceSampleRecord[]> {
  requirePermission(ctx, "voices_write");
  const { fineTuning } = await findProfessionalVoice(ctx, voiceId);
  assertNotTraining(fineTuning);
  const existing = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  if (existing.length + adding > professionalVoiceLimits.maxSamplesPerVoice)
    throw DomainError.invalidField(
      ["body", "files"],
      messages.tooManyVoiceSamples(professionalVoiceLimits.maxSamplesPerVoice),
    );
  return existing;
}
