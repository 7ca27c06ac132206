import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { forgetDeletedVoice } from "../library/forget-deleted-voice.ts";
import { deleteBlobs } from "./create-instant-voice.ts";
import { findOwnVoice } from "./find-own-voice.ts";

/**
 * `DELETE /v1/voices/{id}`: the voice, its samples and their files (and a professional voice's captcha
 * recordings and verification documents). Rows go first: a file left behind
 * by a crash is unreachable, while a row without its file would be a broken sample. The slot is
 * free again at once; the add/edit operations already made this month still count. A shared voice
 * leaves the library first (copies of a live one get its notice period) and every collection.
 */
export async function deleteCustomVoice(ctx: AuthenticatedContext, voiceId: string): Promise<void> {
  requirePermission(ctx, "voices_write");
  await findOwnVoice(ctx, voiceId);
  const { store } = ctx.ports;
  const samples = await store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  // Captcha recordings and verification documents go with the voice (their rows cascade).
  const recordings = (await store.professionalVoices.listAttempts(ctx.workspaceId, [voiceId])).map(
    (attempt) => ({
      blobKey: attempt.recordingBlobKey,
    }),
  );
  const documents = (
    await store.professionalVoices.listManualVerifications(ctx.workspaceId, [voiceId])
  ).flatMap((request) => request.files);
  await forgetDeletedVoice(ctx, voiceId);
  await store.customVoices.delete(ctx.workspaceId, voiceId);
  await deleteBlobs(ctx, [...samples, ...recordings, ...documents]);
}
