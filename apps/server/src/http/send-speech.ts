import { Readable } from "node:stream";
import type { Delivery, PaidWork, SpeechChunk, SpeechStream } from "@chorus/domain";
import type { FastifyReply } from "fastify";
import { presentTimestampedChunk } from "../presenters/speech-presenter.ts";

/**
 * Starts the stream and waits for its first chunk before answering, so a failure in the first
 * sentence is still a proper error response; after that, bytes go out as they are made.
 */
export async function withFirstChunk<T>(chunks: AsyncIterable<T>): Promise<AsyncGenerator<T>> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      if (!first.done) yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  })();
}

/**
 * The response body. With a high-water mark of one chunk, the generator is only asked for more once
 * the previous chunk has been handed to the response, so code after its last `yield` runs when every
 * byte is out; the body ends after that code, so history is recorded before the client sees the end
 * (a follow-up request naming this one in `previous_request_ids` finds it).
 */
const body = (chunks: AsyncIterable<Buffer | string>) => Readable.from(chunks, { highWaterMark: 1 });

/**
 * Runs a response body and reports the one fact transport knows: every byte was handed over
 * (`delivery.complete`, unless the client already left). A failure part-way ends the work (its
 * refund is written) before the broken response ends.
 */
async function* delivered<T>(
  reply: FastifyReply,
  work: PaidWork,
  delivery: Delivery,
  produce: (keep: (bytes: Uint8Array) => void) => AsyncGenerator<T>,
) {
  const kept: Uint8Array[] = [];
  try {
    yield* produce((bytes) => {
      if (delivery.keepsBytes && bytes.length > 0) kept.push(bytes);
    });
  } catch (error) {
    await work.end();
    throw error;
  }
  if (!reply.raw.destroyed) await delivery.complete(delivery.keepsBytes ? Buffer.concat(kept) : undefined);
}

/** The headers every generation answers with; `history-item-id` only when it will be kept in the history. */
export function speechHeaders(reply: FastifyReply, requestId: string, delivery: Delivery) {
  reply.header("request-id", requestId);
  if (delivery.historyItemId) reply.header("history-item-id", delivery.historyItemId);
  return reply;
}

/** Sends audio bytes with chunked transfer; the delivery keeps them when the generation is logged. */
export async function sendAudio(
  reply: FastifyReply,
  stream: Pick<SpeechStream, "contentType" | "chunks">,
  work: PaidWork,
  delivery: Delivery,
): Promise<FastifyReply> {
  const chunks = await withFirstChunk(stream.chunks);
  const bytes = delivered(reply, work, delivery, async function* (keep) {
    for await (const chunk of chunks) {
      if (chunk.audio.length === 0) continue;
      keep(chunk.audio);
      yield Buffer.from(chunk.audio);
    }
  });
  return speechHeaders(reply, work.requestId, delivery)
    .header("content-type", stream.contentType)
    .send(body(bytes));
}

/**
 * Sends newline-delimited JSON (not SSE), one object per chunk as `present` shapes it
 * (`{audio_base64, alignment, normalized_alignment}` for speech; dialogue adds `voice_segments`).
 */
export async function sendTimestampedAudio<Chunk extends SpeechChunk>(
  reply: FastifyReply,
  stream: { chunks: AsyncIterable<Chunk> },
  work: PaidWork,
  delivery: Delivery,
  present: (chunk: Chunk) => unknown = presentTimestampedChunk,
): Promise<FastifyReply> {
  const chunks = await withFirstChunk(stream.chunks);
  const lines = delivered(reply, work, delivery, async function* (keep) {
    for await (const chunk of chunks) {
      keep(chunk.audio);
      yield `${JSON.stringify(present(chunk))}\n`;
    }
  });
  return speechHeaders(reply, work.requestId, delivery)
    .header("content-type", "application/x-ndjson")
    .send(body(lines));
}

/**
 * A JSON answer holding the whole result (the `…with-timestamps` conversions): the result is kept
 * and its charge made to stand just before the body is handed over in one write.
 */
export async function completeWholeAnswer(
  reply: FastifyReply,
  work: PaidWork,
  delivery: Delivery,
  audio: Uint8Array,
): Promise<void> {
  if (!reply.raw.destroyed) await delivery.complete(delivery.keepsBytes ? audio : undefined);
  speechHeaders(reply, work.requestId, delivery);
}
