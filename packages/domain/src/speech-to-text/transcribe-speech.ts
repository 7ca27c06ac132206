import type { AuthenticatedContext } from "../context.ts";
import {
  prepareTranscription,
  recognitionOptionsOf,
  type SpeechToTextInput,
} from "./prepare-transcription.ts";
import { recogniseTranscript } from "./recognise-transcript.ts";
import type { Transcript } from "./transcript.ts";

/**
 * `POST /v1/speech-to-text`, synchronous: refused, decoded and charged (prepare-transcription.ts),
 * recognised while the client waits, and kept under its `transcription_id` so
 * `GET /v1/speech-to-text/transcripts/{id}` answers it later. The kept transcript and the charge
 * standing are one transaction, right before the answer; a failure (or the client leaving, which
 * aborts recognition) refunds.
 */
export async function transcribeSpeech(
  ctx: AuthenticatedContext,
  input: SpeechToTextInput,
): Promise<Transcript> {
  const prepared = await prepareTranscription(ctx, input);
  try {
    const transcript = await recogniseTranscript(ctx.ports, prepared.audio, input, {
      transcriptionId: prepared.transcriptionId,
      signal: input.signal,
    });
    const now = ctx.ports.clock.now();
    await prepared.work.delivered((tx) =>
      tx.transcripts.insert({
        id: prepared.transcriptionId,
        workspaceId: ctx.workspaceId,
        userId: ctx.userId,
        state: "completed",
        options: recognitionOptionsOf(input),
        audioKey: null,
        audioDurationSeconds: transcript.audioDurationSeconds,
        result: transcript,
        error: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return transcript;
  } finally {
    await prepared.work.end();
  }
}
