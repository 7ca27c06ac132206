import type { AuthenticatedContext } from "../context.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import {
  prepareTranscription,
  recognitionOptionsOf,
  type SpeechToTextInput,
} from "./prepare-transcription.ts";

export const transcribeFileJob = "speech_to_text.transcribe";

/** Attempts of a background transcription before it is `failed` (issue 6 §1: automatic retries). */
export const transcriptionAttempts = 3;

/** Where a background transcription's decoded audio waits for its job. */
export const transcriptionAudioKey = (workspaceId: string, transcriptionId: string) =>
  `transcripts/${workspaceId}/${transcriptionId}.pcm`;

/**
 * `POST /v1/speech-to-text` with `webhook=true`: refused, decoded and charged as the synchronous
 * mode is, then the decoded 16 kHz audio goes to blob storage and a `processing` transcript and its
 * job are stored together; the worker recognises it (transcription-job.ts). Answers at once. Handing
 * the work to the durable job is its delivery: the charge stands in the same transaction, and the job
 * refunds it if it gives up.
 */
export async function queueTranscription(
  ctx: AuthenticatedContext,
  input: SpeechToTextInput,
): Promise<{ transcriptionId: string }> {
  const prepared = await prepareTranscription(ctx, input);
  const audioKey = transcriptionAudioKey(ctx.workspaceId, prepared.transcriptionId);
  try {
    const { samples } = prepared.audio;
    await ctx.ports.blobs.put(
      audioKey,
      new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
    );
    const now = ctx.ports.clock.now();
    await prepared.work.delivered(async (tx) => {
      await tx.transcripts.insert({
        id: prepared.transcriptionId,
        workspaceId: ctx.workspaceId,
        userId: ctx.userId,
        state: "processing",
        options: recognitionOptionsOf(input),
        audioKey,
        audioDurationSeconds: Math.round(prepared.durationSeconds * 1000) / 1000,
        result: null,
        error: null,
        createdAt: now,
        updatedAt: now,
      });
      await enqueueJob(ctx.ports, tx, {
        kind: transcribeFileJob,
        payload: { transcriptionId: prepared.transcriptionId },
        workspaceId: ctx.workspaceId,
        maxAttempts: transcriptionAttempts,
      });
    });
    return { transcriptionId: prepared.transcriptionId };
  } catch (error) {
    await ctx.ports.blobs.delete(audioKey).catch(() => undefined);
    throw error;
  } finally {
    await prepared.work.end();
  }
}
