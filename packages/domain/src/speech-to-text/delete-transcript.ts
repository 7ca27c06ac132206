import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { refundCharge } from "../generation/refund-charge.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * `DELETE /v1/speech-to-text/transcripts/{id}`: removes the workspace's transcript. A background
 * one still processing is cancelled: its job finds no row and does nothing, its waiting audio is
 * dropped and its credits come back (nothing was recognised).
 */
export async function deleteTranscript(ctx: AuthenticatedContext, transcriptionId: string): Promise<void> {
  requirePermission(ctx, "speech_to_text");
  const deleted = await ctx.ports.store.transcripts.delete(ctx.workspaceId, transcriptionId);
  if (!deleted) throw new DomainError("transcript_not_found", messages.transcriptNotFound);
  if (deleted.audioKey) await ctx.ports.blobs.delete(deleted.audioKey);
  if (deleted.state === "processing") await refundCharge(ctx, transcriptionId);
}
