import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import {
  type CaptchaRecording,
  checkCaptchaReading,
  type IssuedCaptcha,
  issueCaptcha,
} from "../verification/voice-captcha.ts";
import { findProfessionalVoice } from "./find-professional-voice.ts";

const captchaPath = (voiceId: string) => `/v1/voices/pvc/${voiceId}/captcha`;

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
  recording: CaptchaRecording | undefined,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { voice, fineTuning } = await findProfessionalVoice(ctx, voiceId);
  if (fineTuning.verifiedAt) throw new DomainError("invalid_request", messages.voiceAlreadyVerified);
  await checkCaptchaReading(ctx, voice, "pvc", recording, {
    captchaPath: captchaPath(voiceId),
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
  input: { extraText?: string; files: readonly CaptchaRecording[] },
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { fineTuning } = await findProfessionalVoice(ctx, voiceId);
  if (fineTuning.verifiedAt) throw new DomainError("invalid_request", messages.voiceAlreadyVerified);
  const documents = input.files.filter((file) => file.bytes.length > 0);
  if (documents.length === 0)
    throw DomainError.invalidField(["body", "files"], messages.supportingDocumentRequired);
  const now = ctx.ports.clock.now();
  const id = newId();
  const files = [];
  try {
    for (const document of documents) {
      const fileId = newId();
      const blobKey = `voice-verifications/${ctx.workspaceId}/${voiceId}/documents/${id}/${fileId}`;
      await ctx.ports.blobs.put(blobKey, document.bytes);
      files.push({
        fileId,
        fileName: document.fileName,
        mimeType: document.mimeType,
        sizeBytes: document.bytes.length,
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
