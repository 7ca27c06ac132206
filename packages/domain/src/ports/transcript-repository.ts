import type { Transcript, TranscriptRecord } from "../speech-to-text/transcript.ts";

/** Speech-to-text transcripts (issue 6 §1), every lookup scoped to a workspace. */
export interface TranscriptRepository {
  insert(transcript: TranscriptRecord): Promise<void>;
  find(workspaceId: string, id: string): Promise<TranscriptRecord | undefined>;
  /** Stores the result of a background transcription (state `completed`, audio key cleared). */
  complete(workspaceId: string, id: string, result: Transcript, now: Date): Promise<void>;
  /** A background transcription given up (state `failed`, audio key cleared). */
  fail(workspaceId: string, id: string, error: string, now: Date): Promise<void>;
  /** Answers the deleted row, or undefined when the workspace has no such transcript. */
  delete(workspaceId: string, id: string): Promise<TranscriptRecord | undefined>;
}
