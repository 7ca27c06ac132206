import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { summarizeSubscription } from "../../workspaces/subscription-summary.ts";
import { assertNameFree, sampleLanguage } from "../custom/create-instant-voice.ts";
import { assertVoiceOperationAllowed } from "../custom/voice-operation-limits.ts";

export interface ProfessionalVoiceInput {
  name: string;
  language: string;
  description?: string | null;
  labels?: Record<string, string> | null;
}

/** Spec 001 §6: professional cloning needs at least Creator (read from the plan catalogue). */
export async function assertProfessionalCloningAllowed(
  ctx: AuthenticatedContext,
  repositories: Pick<Repositories, "workspaces">,
): Promise<void> {
  const workspace = await repositories.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.notFound);
  const summary = summarizeSubscription(
    workspace,
    ctx.ports.clock.now(),
    undefined,
    ctx.ports.settings.billing,
  );
  if (!summary.canUseProfessionalVoiceCloning)
    throw new DomainError("only_for_creator+", messages.professionalCloningNeedsCreator);
}

/**
 * `POST /v1/voices/pvc`: a draft professional voice, without samples or a profile. It takes a voice
 * slot and one monthly add operation like any new voice; training takes a professional slot later.
 */
export async function createProfessionalVoice(
  ctx: AuthenticatedContext,
  input: ProfessionalVoiceInput,
): Promise<{ voiceId: string }> {
  requirePermission(ctx, "voices_write");
  await assertProfessionalCloningAllowed(ctx, ctx.ports.store);
  await assertVoiceOperationAllowed(ctx, ctx.ports.store, { adding: true, locked: false });
  const language = sampleLanguage(input.language);
  const now = ctx.ports.clock.now();
  const voice: CustomVoiceRecord = {
    id: newId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: input.name,
    description: input.description ?? null,
    labels: input.labels ?? {},
    category: "professional",
    language,
    profile: null,
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.transaction(async (tx) => {
    await assertVoiceOperationAllowed(ctx, tx, { adding: true, locked: true });
    await assertNameFree(ctx, input.name, undefined, tx);
    await tx.customVoices.insert(voice);
    await tx.professionalVoices.insertFineTuning({
      voiceId: voice.id,
      workspaceId: ctx.workspaceId,
      verifiedAt: null,
      verifiedBy: null,
      models: {},
      datasetDurationSeconds: null,
      sliceIds: [],
      jobId: null,
      updatedAt: now,
    });
    await tx.customVoices.recordOperation({
      id: newId(),
      workspaceId: ctx.workspaceId,
      voiceId: voice.id,
      kind: "add",
      createdAt: now,
    });
  });
  return { voiceId: voice.id };
}
