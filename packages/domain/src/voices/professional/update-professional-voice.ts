import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { assertNameFree, sampleLanguage } from "../custom/create-instant-voice.ts";
import { assertNotTraining, findProfessionalVoice } from "./find-professional-voice.ts";

/**
 * `POST /v1/voices/pvc/{id}`: name, description, labels or the samples' language. Not while training
 * runs (it reads the language); a change of language after training applies to the next training.
 */
export async function updateProfessionalVoice(
  ctx: AuthenticatedContext,
  voiceId: string,
  input: {
    name?: string | null;
    language?: string | null;
    description?: string | null;
    labels?: Record<string, string> | null;
  },
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { voice, fineTuning } = await findProfessionalVoice(ctx, voiceId);
  assertNotTraining(fineTuning);
  const language = input.language ? sampleLanguage(input.language) : voice.language;
  await ctx.ports.store.transaction(async (tx) => {
    if (input.name) await assertNameFree(ctx, input.name, voiceId, tx);
    await tx.customVoices.update(ctx.workspaceId, voiceId, {
      name: input.name ?? voice.name,
      description: input.description === undefined ? voice.description : input.description,
      labels: input.labels ?? voice.labels,
      language,
      updatedAt: ctx.ports.clock.now(),
    });
  });
}
