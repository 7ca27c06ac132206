import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { forgetDeletedVoice } from "../library/forget-deleted-voice.ts";
import { deleteBlobs } from "./create-instant-voice.ts";
import { findOwnVoice } from "./find-own-voice.ts";

/**
 * `DELETE /v1/voices/{id}`: the voice, its samples and their files. Rows go first: a file left behind
 * by a crash is unreachable, while a row without its file would be a broken sample. The slot is
 * free again at once; the add/edit operations already made this month still count. A shared voice
 * leaves the library first (copies of a live one get its notice period) and every collection.
 */
export async function deleteCustomVoice(ctx: AuthenticatedContext, voiceId: string): Promise<void> {
  requirePermission(ctx, "voices_write");
  await findOwnVoice(ctx, voiceId);
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  await forgetDeletedVoice(ctx, voiceId);
  await ctx.ports.store.customVoices.delete(ctx.workspaceId, voiceId);
  await deleteBlobs(ctx, samples);
}
