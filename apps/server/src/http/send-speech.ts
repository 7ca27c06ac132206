import { Readable } from "node:stream";
import {
  type AuthenticatedContext,
  recordGeneration,
  type SpeechChunk,
  type SpeechStream,
  type SynthesisPlan,
} from "@chorus/domain";
import type { FastifyReply } from "fastify";
import { presentTimestampedChunk } from "../presenters/speech-presenter.ts";
import type { MeteredGeneration } from "./meter-generation.ts";

/** What happens to a generation's whole audio once its last byte has been handed to the client. */
export interface DeliveryRecorder {
  /** Aborted when the client goes away: then nothing is recorded. */
  signal: AbortSignal;
  record(audio: Uint8Array): Promise<void>;
  /** False when the audio is kept elsewhere than the speech history (sound effects): no `history-item-id`. */
  inHistory?: boolean;
}

/**
 * A recorder that keeps a delivered generation with `record`; undefined for zero retention
 * (`enable_logging=false`), so such audio is never even collected. A failure to record is logged and
 * does not break the audio the client already has.
 */
export function loggedDeliveryRecorder(
  ctx: AuthenticatedContext,
  plan: { enableLogging: boolean; requestId: string },
  signal: AbortSignal,
  record: (audio: Uint8Array) => Promise<unknown>,
): DeliveryRecorder | undefined {
  if (!plan.enableLogging) return undefined;
  return {
    signal,
    async record(audio) {
      try {
        await record(audio);
      } catch (error) {
        ctx.ports.logger.error("could not record a generation in the history", {
          requestId: plan.requestId,
          err: error,
        });
      }
    },
  };
}

/** Records a text-to-speech generation in the history once delivered (see `loggedDeliveryRecorder`). */
export const historyRecorder = (
  ctx: AuthenticatedContext,
  plan: SynthesisPlan,
  signal: AbortSignal,
  metering?: MeteredGeneration,
) =>
  loggedDeliveryRecorder(ctx, plan, signal, (audio) =>
    recordGeneration(ctx, plan, audio, metering?.countChange),
  );

/** Records `audio` unless the client left before getting all of it. */
export async function recordIfDelivered(
  reply: FastifyReply,
  recorder: DeliveryRecorder | undefined,
  audio: () => Uint8Array,
): Promise<void> {
  if (!recorder || recorder.signal.aborted || reply.raw.destroyed) return;
  await recorder.record(audio());
}

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

/** Runs a response body; a failure part-way refunds the generation before the broken response ends. */
async function* metered<T>(metering: MeteredGeneration | undefined, body: () => AsyncGenerator<T>) {
  try {
    yield* body();
  } catch (error) {
    await metering?.settle();
    throw error;
  }
}

/** The headers every generation answers with; `history-item-id` only when it will be kept. */
export function speechHeaders(
  reply: FastifyReply,
  requestId: string,
  recorder: DeliveryRecorder | undefined,
) {
  reply.header("request-id", requestId);
  if (recorder && recorder.inHistory !== false) reply.header("history-item-id", requestId);
  return reply;
}

/** Sends audio bytes with chunked transfer, teeing them to `recorder` when the generation is logged. */
export async function sendAudio(
  reply: FastifyReply,
  stream: Pick<SpeechStream, "contentType" | "chunks">,
  requestId: string,
  recorder?: DeliveryRecorder,
  metering?: MeteredGeneration,
): Promise<FastifyReply> {
  const chunks = await withFirstChunk(stream.chunks);
  const bytes = metered(metering, async function* () {
    const delivered: Uint8Array[] = [];
    for await (const chunk of chunks) {
      if (chunk.audio.length === 0) continue;
      if (recorder) delivered.push(chunk.audio);
      yield Buffer.from(chunk.audio);
    }
    metering?.markComplete();
    await recordIfDelivered(reply, recorder, () => Buffer.concat(delivered));
  });
  return speechHeaders(reply, requestId, recorder)
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
  requestId: string,
  recorder?: DeliveryRecorder,
  metering?: MeteredGeneration,
  present: (chunk: Chunk) => unknown = presentTimestampedChunk,
): Promise<FastifyReply> {
  const chunks = await withFirstChunk(stream.chunks);
  const lines = metered(metering, async function* () {
    const delivered: Uint8Array[] = [];
    for await (const chunk of chunks) {
      if (recorder && chunk.audio.length > 0) delivered.push(chunk.audio);
      yield `${JSON.stringify(present(chunk))}\n`;
    }
    metering?.markComplete();
    await recordIfDelivered(reply, recorder, () => Buffer.concat(delivered));
  });
  return speechHeaders(reply, requestId, recorder)
    .header("content-type", "application/x-ndjson")
    .send(body(lines));
}
