import { findTtsModel, messages, professionalVoiceLimits } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import type { Repositories } from "../../ports/repositories.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { summarizeSubscription } from "../../workspaces/subscription-summary.ts";
import { assertProfessionalCloningAllowed } from "./create-professional-voice.ts";
import { assertNotTraining, findProfessionalVoice } from "./find-professional-voice.ts";
import { isFineTuned, isTrainingRunning } from "./professional-voice-status.ts";
import { secondsOf, selectedRanges } from "./selected-audio.ts";

export const trainVoiceJob = "voices.pvc.train";
export const defaultTrainingModel = "eleven_multilingual_v2";

/** Professional voices that hold a slot: trained, or being trained. */
export async function professionalSlotsUsed(
  repositories: Pick<Repositories, "professionalVoices">,
  workspaceId: string,
  exceptVoiceId?: string,
): Promise<number> {
  const all = await repositories.professionalVoices.listFineTuning(workspaceId);
  return all.filter((row) => row.voiceId !== exceptVoiceId && (isFineTuned(row) || isTrainingRunning(row)))
    .length;
}

/** A professional slot for this voice: checked before the work, and again with the workspace row locked. */
async function assertProfessionalSlotFree(
  ctx: AuthenticatedContext,
  repositories: Repositories,
  voiceId: string,
  locked: boolean,
): Promise<void> {
  const workspace = locked
    ? await repositories.workspaces.lockById(ctx.workspaceId)
    : await repositories.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.notFound);
  const now = ctx.ports.clock.now();
  const limit = summarizeSubscription(
    workspace,
    now,
    undefined,
    ctx.ports.settings.billing,
  ).professionalVoiceLimit;
  if ((await professionalSlotsUsed(repositories, ctx.workspaceId, voiceId)) >= limit)
    throw new DomainError("professional_voice_limit_reached", messages.professionalVoiceLimitReached(limit));
}

/**
 * `POST /v1/voices/pvc/{id}/train`: refuses what it can up front (plan, block, verification, running
 * training, the model, at least 30 minutes of selected audio, a professional slot) and queues the
 * training job; the slot and the queueing are decided under the workspace row's lock, so two
 * trainings cannot take the last slot. Progress and the result appear in `fine_tuning`.
 */
export async function trainProfessionalVoice(
  ctx: AuthenticatedContext,
  voiceId: string,
  input: { modelId?: string | null },
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { voice, fineTuning } = await findProfessionalVoice(ctx, voiceId);
  await assertProfessionalCloningAllowed(ctx, ctx.ports.store);
  if (voice.safetyControl === "BAN") throw new DomainError("voice_blocked", messages.voiceBlocked);
  if (!fineTuning.verifiedAt) throw new DomainError("voice_not_verified", messages.voiceNotVerified(voiceId));
  assertNotTraining(fineTuning);
  const modelId = input.modelId ?? defaultTrainingModel;
  const model = findTtsModel(modelId);
  if (!model) throw new DomainError("model_not_found", messages.trainingModelUnsupported(modelId));
  await assertProfessionalSlotFree(ctx, ctx.ports.store, voiceId, false);
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  const selected = samples.reduce((sum, sample) => sum + secondsOf(selectedRanges(sample)), 0);
  if (selected < professionalVoiceLimits.minimumTrainingSeconds)
    throw new DomainError(
      "not_enough_training_audio",
      messages.notEnoughTrainingAudio(professionalVoiceLimits.minimumTrainingSeconds / 60, selected / 60),
    );
  await ctx.ports.store.transaction(async (tx) => {
    await assertProfessionalSlotFree(ctx, tx, voiceId, true);
    const jobId = await enqueueJob(ctx.ports, tx, {
      kind: trainVoiceJob,
      payload: { voiceId, modelId },
      workspaceId: ctx.workspaceId,
    });
    await tx.professionalVoices.updateFineTuning(ctx.workspaceId, voiceId, {
      models: {
        ...fineTuning.models,
        [modelId]: { state: "queued", progress: 0, message: "Queued for training." },
      },
      jobId,
      updatedAt: ctx.ports.clock.now(),
    });
  });
}
