import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requiresBipaTerms } from "./biometric-terms.ts";

/**
 * Records that the caller accepted the biometric privacy terms. Only people the terms apply to
 * (located in Illinois) can accept them; the first acceptance date is kept.
 */
export async function acceptBipaTerms(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "user_write");
  const { store, clock } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (!requiresBipaTerms(user)) throw new DomainError("invalid_request", messages.bipaNotRequired);
  if (!user.bipaAcceptedAt) await store.users.update(user.id, { bipaAcceptedAt: clock.now() });
}
