import { messages } from "@chorus/contract";
import { refundCharge } from "../generation/refund-charge.ts";
import type { JobHandler } from "../jobs/job-handler.ts";
import { recognitionSampleRate } from "./decode-source.ts";
import { recogniseTranscript } from "./recognise-transcript.ts";

interface TranscriptionPayload {
  transcriptionId: string;
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * The background transcription: recognises the stored audio with the transcript's options and
 * stores the result (`completed`), then drops the audio. A transcript deleted meanwhile is left
 * alone. An engine failure throws, so the job runner retries it with back-off; after the last
 * attempt the transcript is `failed` with the spec's message, its credits are refunded and its
 * audio dropped. Safe to run twice: the result is simply written again.
 */
export const transcriptionHandler: JobHandler = {
  async run({ ports, job }) {
    const { transcriptionId } = job.payload as unknown as TranscriptionPayload;
    const workspaceId = job.workspaceId!;
    const transcript = await ports.store.transcripts.find(workspaceId, transcriptionId);
    if (transcript?.state !== "processing" || !transcript.audioKey) return;
    const stored = await ports.blobs.get(transcript.audioKey);
    if (!stored) throw new Error(`the audio of transcript ${transcriptionId} is missing`);
    const bytes = await readAll(stored);
    const samples = new Int16Array(bytes.buffer, 0, Math.floor(bytes.length / 2));
    const result = await recogniseTranscript(
      ports,
      { samples, sampleRate: recognitionSampleRate },
      transcript.options,
      { transcriptionId },
    );
    await ports.store.transcripts.complete(workspaceId, transcriptionId, result, ports.clock.now());
    await ports.blobs.delete(transcript.audioKey);
  },
  async onGaveUp({ ports, job }, error) {
    const { transcriptionId } = job.payload as unknown as TranscriptionPayload;
    const workspaceId = job.workspaceId!;
    const transcript = await ports.store.transcripts.find(workspaceId, transcriptionId);
    if (!transcript) return;
    ports.logger.warn("transcription given up", { transcriptionId, error });
    await ports.store.transcripts.fail(
      workspaceId,
      transcriptionId,
      messages.transcriptionFailedAfterRetries,
      ports.clock.now(),
    );
    if (transcript.audioKey) await ports.blobs.delete(transcript.audioKey);
    await refundCharge({ ports, workspaceId }, transcriptionId);
  },
};
