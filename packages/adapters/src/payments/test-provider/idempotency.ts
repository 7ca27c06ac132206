import { eq } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { testPaymentIdempotency } from "../../db/schema/test-payments.ts";

/** How an answer is kept as JSON and read back (dates do not survive JSON on their own). */
export interface AnswerCodec<T> {
  encode(value: T): unknown;
  decode(stored: unknown): T;
}

/**
 * Runs a mutating call once per idempotency key, as a payment API does: the call's writes and its
 * answer are committed together, and a repeat with the same key gets the stored answer without acting
 * again. Keys are kept per workspace and operation, so one key used for two different calls (or by two
 * workspaces) cannot replay the wrong answer. Failed calls keep nothing: a retry after a declined card (with a new card on file) acts.
 * Returns whether the answer was replayed, so callers skip their after-effects for a replay.
 */
export async function runIdempotent<T>(
  db: Database,
  call: { operation: string; workspaceId: string; idempotencyKey: string },
  codec: AnswerCodec<T>,
  act: (tx: Database) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const key = `${call.operation}:${call.workspaceId}:${call.idempotencyKey}`;
  const stored = async (executor: Database) => {
    const [row] = await executor
      .select()
      .from(testPaymentIdempotency)
      .where(eq(testPaymentIdempotency.key, key));
    return row;
  };
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const earlier = await stored(tx);
      if (earlier) return { value: codec.decode(earlier.response), replayed: true };
      const value = await act(tx);
      await tx.insert(testPaymentIdempotency).values({ key, response: codec.encode(value) });
      return { value, replayed: false };
    });
  } catch (error) {
    // The same key raced in from a concurrent retry: its transaction won, and its answer is ours.
    const winner = await stored(db);
    if (winner) return { value: codec.decode(winner.response), replayed: true };
    throw error;
  }
}
