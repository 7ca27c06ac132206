import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";

/**
 * Runs a money-moving call once per idempotency key (spec 001 §7). The key is reserved before the
 * call runs: a retry after the call finished replays its stored answer; a retry while it runs, or
 * the same key on another call, is `idempotency_conflict`; a call that failed frees its key, so the
 * person can try again. `work` receives the key to pass to the payment provider, prefixed with the
 * workspace so two workspaces' keys never meet there. Without a key the call runs once with a fresh
 * one (nothing to replay).
 */
export async function runIdempotent<T>(
  ctx: AuthenticatedContext,
  operation: string,
  key: string | null | undefined,
  work: (providerKey: string) => Promise<T>,
): Promise<T> {
  const keys = ctx.ports.store.idempotencyKeys;
  if (!key) return work(`${ctx.workspaceId}:${operation}:${newId()}`);
  const reserved = await keys.reserve({
    workspaceId: ctx.workspaceId,
    key,
    operation,
    createdAt: ctx.ports.clock.now(),
  });
  if (!reserved) {
    const existing = await keys.find(ctx.workspaceId, key);
    if (!existing || existing.operation !== operation || existing.completedAt === null)
      throw new DomainError("idempotency_conflict", messages.idempotencyConflict);
    return existing.response as T;
  }
  try {
    const result = await work(`${ctx.workspaceId}:${operation}:${key}`);
    await keys.complete(ctx.workspaceId, key, result ?? null, ctx.ports.clock.now());
    return result;
  } catch (error) {
    await keys.release(ctx.workspaceId, key);
    throw error;
  }
}
