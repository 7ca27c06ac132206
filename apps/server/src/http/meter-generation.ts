import type { UsageProduct } from "@chorus/contract";
import {
  type AuthenticatedContext,
  acquireGenerationSlot,
  type CharacterCountChange,
  chargeGeneration,
  isDomainError,
  recordLibraryUsage,
  refundGeneration,
  type SpokenGeneration,
  type SynthesisPlan,
} from "@chorus/domain";
import type { FastifyReply } from "fastify";

/** A generation that holds a concurrency slot and has been charged; it settles once, when its response ends. */
export interface MeteredGeneration {
  /** The workspace's character count before and after the charge (undefined if it had been charged already). */
  countChange: CharacterCountChange | undefined;
  /** Call when every byte of the audio has been produced for the client (the charge then stands if the response finishes). */
  markComplete(): void;
  /** Refunds the charge (unless the audio was complete and delivered) and frees the slot; idempotent. */
  settle(): Promise<void>;
  /** Runs the sending code; a failure before the response starts refunds before the error answer goes out. */
  guard<T>(send: () => Promise<T>): Promise<T>;
}

const setConcurrencyHeaders = (reply: FastifyReply, current: number, maximum: number) =>
  reply
    .header("current-concurrent-requests", String(current))
    .header("maximum-concurrent-requests", String(maximum));

/**
 * Takes a concurrency slot (waiting briefly, else 429) and charges the plan's credits (else 401
 * `quota_exceeded`, or 402 `payment_required` for a workspace with a payment problem) before
 * synthesis starts. The slot is freed and a charge for audio the client did
 * not completely get is refunded when the response ends: success, failure or disconnect. A charge
 * that stands counts toward the usage of the library voices it was spoken with (copies only).
 */
export async function meterGeneration(
  ctx: AuthenticatedContext,
  reply: FastifyReply,
  /** Any metered work: speech (a model), sound effects or audio tools (isolation, alignment) that take a slot. */
  plan: Pick<SynthesisPlan, "requestId" | "creditCost"> & {
    model: Pick<SynthesisPlan["model"], "concurrencyGroup">;
  } & SpokenGeneration,
  /** What the charge is recorded under, for usage by product. */
  product: UsageProduct,
): Promise<MeteredGeneration> {
  let slot: Awaited<ReturnType<typeof acquireGenerationSlot>>;
  try {
    slot = await acquireGenerationSlot(ctx, plan.model);
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
  setConcurrencyHeaders(reply, slot.current, slot.maximum);
  let countChange: CharacterCountChange | undefined;
  try {
    countChange = await chargeGeneration(ctx, { requestId: plan.requestId, cost: plan.creditCost, product });
  } catch (error) {
    slot.release();
    throw error;
  }
  let complete = false;
  // "finish": the whole response was handed over (writableFinished is not set by in-process injection).
  let finished = false;
  reply.raw.once("finish", () => {
    finished = true;
  });
  let settling: Promise<void> | undefined;
  const settle = () => {
    settling ??= (async () => {
      slot.release();
      if (complete && finished) {
        recordLibraryUsage(ctx, plan);
        return;
      }
      try {
        await refundGeneration(ctx, plan.requestId);
      } catch (error) {
        ctx.ports.logger.error("could not refund a generation", {
          requestId: plan.requestId,
          err: error,
        });
      }
    })();
    return settling;
  };
  reply.raw.once("close", () => void settle());
  // A client that left while this request waited for a slot or was charged has already closed.
  if (reply.raw.destroyed) void settle();
  return {
    countChange,
    markComplete: () => {
      complete = true;
    },
    settle,
    async guard(send) {
      try {
        return await send();
      } catch (error) {
        await settle();
        throw error;
      }
    },
  };
}
