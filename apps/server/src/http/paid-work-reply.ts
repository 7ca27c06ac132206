import {
  type AuthenticatedContext,
  beginPaidWork,
  isDomainError,
  type PaidWork,
  type PaidWorkOrder,
  type PaidWorkStart,
} from "@chorus/domain";
import type { FastifyReply } from "fastify";

const setConcurrencyHeaders = (reply: FastifyReply, current: number, maximum: number) =>
  reply
    .header("current-concurrent-requests", String(current))
    .header("maximum-concurrent-requests", String(maximum));

/**
 * Begins paid work for an HTTP request (domain/generation decides slot, charge and refund) and
 * wires the response to it: the concurrency headers go out, and the work ends when the response
 * closes, however it closes (finished, failed, or the client gone). Transport reports; it decides
 * nothing about money.
 */
export async function beginPaidReply(
  ctx: AuthenticatedContext,
  reply: FastifyReply,
  order: PaidWorkOrder,
  start: PaidWorkStart = {},
): Promise<PaidWork> {
  let work: PaidWork;
  try {
    work = await beginPaidWork(ctx, order, start);
  } catch (error) {
    if (isDomainError(error) && error.status === "too_many_concurrent_requests") {
      const extra = error.options.extra ?? {};
      setConcurrencyHeaders(
        reply,
        Number(extra.current_concurrent_requests),
        Number(extra.maximum_concurrent_requests),
      );
    }
    throw error;
  }
  if (work.slot) setConcurrencyHeaders(reply, work.slot.current, work.slot.maximum);
  reply.raw.once("close", () => void work.end());
  // A client that left while this request waited for a slot or was charged has already closed.
  if (reply.raw.destroyed) void work.end();
  return work;
}

/**
 * Runs the answer; when it fails before any byte went out, the work ends first (its refund is
 * written) and then the error is answered, so a client that reads its balance right after the
 * error sees the credits back.
 */
export async function endOnFailure<T>(work: PaidWork, answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    await work.end();
    throw error;
  }
}
