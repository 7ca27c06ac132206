import { isSpeechLanguage, messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { findUsableVoice } from "../get-voice.ts";
import type { VoiceView } from "../voice-view.ts";
import { describeVoice } from "./describe-voice.ts";
import { registerOfVariant } from "./design-parameters.ts";
import { assertDesignedVoiceAllowed } from "./designed-voice-limits.ts";
import { findVoicePreview } from "./speak-previews.ts";

export interface CreateDesignedVoiceInput {
  name: string;
  description: string;
  generatedVoiceId: string;
  labels?: Record<string, string | null | undefined> | null;
}

async function assertVoiceNameFree(
  ctx: AuthenticatedContext,
  store: Pick<Repositories, "customVoices">,
  name: string,
) {
  if (await store.customVoices.findByName(ctx.workspaceId, name))
    throw DomainError.invalidField(["body", "voice_name"], messages.voiceNameTaken);
}

/**
 * Labels the voice library filters on, read from the preview's parameters and description (the
 * register of its variant, the accent, the age word); the caller's labels win.
 */
function labelsFor(
  description: string,
  variant: string | undefined,
  given: CreateDesignedVoiceInput["labels"],
): Record<string, string> {
  const traits = describeVoice(description);
  const labels: Record<string, string> = {};
  const gender = registerOfVariant(variant) ?? traits.gender;
  if (gender) labels.gender = gender;
  if (traits.accent) labels.accent = traits.accent.name;
  if (traits.age === "old") labels.age = "old";
  else if (traits.age) labels.age = "young";
  for (const [key, value] of Object.entries(given ?? {})) if (typeof value === "string") labels[key] = value;
  return labels;
}

/**
 * `POST /v1/text-to-voice` (issue 5 §2): a preview of this workspace becomes a custom voice of
 * category `generated` with the preview's parameters as its profile (text to speech speaks it like
 * any custom voice). Its language is the one its description chose; it cannot be set otherwise.
 * Checks the designed-voice, slot and monthly limits before and again under the workspace lock,
 * and records one add operation with the voice. A failed write is "Unable to create voice".
 */
export async function createDesignedVoice(
  ctx: AuthenticatedContext,
  input: CreateDesignedVoiceInput,
): Promise<VoiceView> {
  requirePermission(ctx, "voices_write");
  const preview = await findVoicePreview(ctx, input.generatedVoiceId);
  await assertDesignedVoiceAllowed(ctx, ctx.ports.store, { locked: false });
  await assertVoiceNameFree(ctx, ctx.ports.store, input.name);
  const language = preview.profile.engine.language ?? "en";
  if (!isSpeechLanguage(language))
    throw new DomainError("voice_creation_failed", messages.unableToCreateVoice);
  const now = ctx.ports.clock.now();
  const voice: CustomVoiceRecord = {
    id: newId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: input.name,
    description: input.description,
    labels: labelsFor(preview.description, preview.profile.engine.engineVoiceId.split("+")[1], input.labels),
    category: "generated",
    language,
    profile: preview.profile,
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.ports.store.transaction(async (tx) => {
      await assertDesignedVoiceAllowed(ctx, tx, { locked: true });
      await assertVoiceNameFree(ctx, tx, input.name);
      await tx.customVoices.insert(voice);
      await tx.customVoices.recordOperation({
        id: newId(),
        workspaceId: ctx.workspaceId,
        voiceId: voice.id,
        kind: "add",
        createdAt: now,
      });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("voice_creation_failed", messages.unableToCreateVoice);
  }
  return findUsableVoice(ctx, voice.id);
}
