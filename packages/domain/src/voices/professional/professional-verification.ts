import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { checkCaptchaReading, type IssuedCaptcha, issueCaptcha } from "../verification/voice-captcha.ts";
import {
  assertCanCheckProfessionalCaptcha,
  professionalCaptchaPath,
} from "./assert-can-check-professional-captcha.ts";
import { assertCanRequestManualVerification } from "./assert-can-request-manual-verification.ts";
import { findProfessionalVoice } from "./find-professional-voice.ts";

/** `GET /v1/voices/pvc/{id}/captcha`: a text to read aloud (English; other languages go to manual verification). */
export async function getProfessionalCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<IssuedCaptcha> {
  requirePermission(ctx, "voices_write");
  const { voice, fineTuning } = await findProfessionalVoice(ctx, voiceId);
  if (fineTuning.verifiedAt) throw new DomainError("invalid_request", messages.voiceAlreadyVerified);
  return issueCaptcha(ctx, voice, "pvc");
}

/** `POST /v1/voices/pvc/{id}/captcha`: a reading of the captcha; a match verifies the voice. */
export async function verifyProfessionalCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
  recording: StagedUpload | undefined,
): Promise<void> {
  const { voice } = await assertCanCheckProfessionalCaptcha(ctx, voiceId);
  await checkCaptchaReading(ctx, voice, "pvc", recording, {
    captchaPath: professionalCaptchaPath(voiceId),
    onAccepted: async (tx) => {
      const now = ctx.ports.clock.now();
      await tx.professionalVoices.updateFineTuning(ctx.workspaceId, voiceId, {
        verifiedAt: now,
        verifiedBy: "captcha",
        updatedAt: now,
      });
    },
  });
}

/**
 * `POST /v1/voices/pvc/{id}/verification`: a request for manual verification with its supporting
 * documents (spec 001 §5: at least one) and the owner's note; documents go to blob storage first and
 * are removed again if the row cannot be written. An operator decides (decide-manual-verification.ts).
 */
export async function requestManualVerification(
  ctx: AuthenticatedContext,
  voiceId: string,
  input: { extraText?: string; files: readonly StagedUpload[] },
): Promise<void> {
  await assertCanRequestManualVerification(ctx, voiceId);
  const documents = input.files.filter((file) => file.sizeBytes > 0);
  if (documents.length === 0)
    throw DomainError.invalidField(["body", "files"], messages.supportingDocumentRequired);
  const now = ctx.ports.clock.now();
  const id = newId();
  const files = [];
  try {
    for (const document of documents) {
      const fileId = newId();
      const blobKey = `voice-verifications/${ctx.workspaceId}/${voiceId}/documents/${id}/${fileId}`;
      await ctx.ports.blobs.put(blobKey, document.read());
      files.push({
        fileId,
        fileName: document.fileName,
        mimeType: document.mimeType,
        sizeBytes: document.sizeBytes,
        blobKey,
        uploadedAt: now,
      });
    }
    await ctx.ports.store.professionalVoices.insertManualVerification({
      id,
      voiceId,
      workspaceId: ctx.workspaceId,
      extraText: input.extraText ?? "",
      files,
      status: "pending",
      requestedAt: now,
      decidedAt: null,
      decisionNote: null,
    });
  } catch (error) {
    for (const file of files) await ctx.ports.blobs.delete(file.blobKey);
    throw error;
  }
}
