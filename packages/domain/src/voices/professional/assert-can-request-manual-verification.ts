import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findProfessionalVoice } from "./find-professional-voice.ts";

/**
 * Whether manual verification may be asked for: the permission and the workspace's professional
 * voice, not yet verified. `POST /v1/voices/pvc/{id}/verification` runs it before its documents are
 * read; `requestManualVerification` runs it again.
 */
export async function assertCanRequestManualVerification(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const { fineTuning } = await findProfessionalVoice(ctx, voiceId);
  if (fineTuning.verifiedAt) throw new DomainError("invalid_request", messages.voiceAlreadyVerified);
}
