import { Readable } from "node:stream";
import {
  type AuthenticatedContext,
  type DialogueChunk,
  type DialoguePlan,
  type DialogueStream,
  recordDialogueGeneration,
} from "@chorus/domain";
import type { FastifyReply } from "fastify";
import type { MeteredGeneration } from "../../../http/meter-generation.ts";
import { type DeliveryRecorder, recordIfDelivered, withFirstChunk } from "../../../http/send-speech.ts";
import { presentDialogueChunk } from "../../../presenters/dialogue-presenter.ts";

/**
 * Records a logged dialogue in the history once delivered; undefined for zero retention. A failure to
 * record is logged and does not break the audio the client already has.
 */
export function dialogueRecorder(
  ctx: AuthenticatedContext,
  plan: DialoguePlan,
  signal: AbortSignal,
): DeliveryRecorder | undefined {
  if (!plan.enableLogging) return undefined;
  return {
    signal,
    async record(audio) {
      try {
        await recordDialogueGeneration(ctx, plan, audio);
      } catch (error) {
        ctx.ports.logger.error("could not record a dialogue in the history", {
          requestId: plan.requestId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

/** The headers every dialogue answers with; `history-item-id` only when it will be kept. */
export function dialogueHeaders(
  reply: FastifyReply,
  requestId: string,
  recorder: DeliveryRecorder | undefined,
) {
  reply.header("request-id", requestId);
  if (recorder) reply.header("history-item-id", requestId);
  return reply;
}

/**
 * Sends newline-delimited JSON, one `{audio_base64, alignment, normalized_alignment, voice_segments}`
 * per line. The first chunk is awaited before answering (withFirstChunk), so a failure in the first line
 * is still a proper error; history is recorded after the last line is handed over and before the body ends.
 */
export async function sendTimestampedDialogue(
  reply: FastifyReply,
  stream: DialogueStream,
  requestId: string,
  recorder?: DeliveryRecorder,
  metering?: MeteredGeneration,
): Promise<FastifyReply> {
  const chunks = await withFirstChunk<DialogueChunk>(stream.chunks);
  const lines = (async function* () {
    try {
      const delivered: Uint8Array[] = [];
      for await (const chunk of chunks) {
        if (recorder && chunk.audio.length > 0) delivered.push(chunk.audio);
        yield `${JSON.stringify(presentDialogueChunk(chunk))}\n`;
      }
      metering?.markComplete();
      await recordIfDelivered(reply, recorder, () => Buffer.concat(delivered));
    } catch (error) {
      // A dialogue that breaks part-way is refunded (the response then ends without its last lines).
      await metering?.settle();
      throw error;
    }
  })();
  return dialogueHeaders(reply, requestId, recorder)
    .header("content-type", "application/x-ndjson")
    .send(Readable.from(lines, { highWaterMark: 1 }));
}
