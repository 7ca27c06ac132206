import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertCanRunMeteredWork } from "../generation/assert-can-run-metered-work.ts";

/**
 * What refuses `POST /v1/speech-to-text` before its upload (up to 1,000 MB) is read: the permission
 * and the charge's refusals (payment problem, no credit left). Transcription takes no concurrency
 * slot; the language, exports and source are form fields, checked once the form is read
 * (`prepareTranscription`).
 */
export async function assertCanTranscribe(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "speech_to_text");
  await assertCanRunMeteredWork(ctx);
}
