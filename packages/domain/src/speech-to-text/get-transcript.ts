import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { Transcript } from "./transcript.ts";

/**
 * `GET /v1/speech-to-text/transcripts/{id}`: the workspace's finished transcript. One still being
 * made is `transcript_not_ready`; one given up after its retries is `transcription_failed` with the
 * spec's "unable to transcribe the file after retries". Another workspace's id is not found.
 */
export async function getTranscript(ctx: AuthenticatedContext, transcriptionId: string): Promise<Transcript> {
  requirePermission(ctx, "speech_to_text");
  const transcript = await ctx.ports.store.transcripts.find(ctx.workspaceId, transcriptionId);
  if (!transcript) throw new DomainError("transcript_not_found", messages.transcriptNotFound);
  if (transcript.state === "processing")
    throw new DomainError("transcript_not_ready", messages.transcriptNotReady);
  if (transcript.state === "failed" || !transcript.result)
    throw new DomainError(
      "transcription_failed",
      transcript.error ?? messages.transcriptionFailedAfterRetries,
    );
  return transcript.result;
}
