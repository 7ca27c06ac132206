import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireSessionActor } from "./require-permission.ts";

/** How long after proving who they are (sign-in or reauthentication) a person counts as "recently signed in". */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * Sensitive actions (two-factor changes, account deletion) need a recent sign-in, so a
 * browser left signed in cannot be used to take the account over. Refuses with `message`:
 * the spec's two-factor text or the generic one.
 */
export async function requireRecentSignIn(
  ctx: AuthenticatedContext,
  message: string = messages.recentLoginRequiredGeneric,
): Promise<void> {
  const actor = requireSessionActor(ctx);
  const session = await ctx.ports.store.sessions.findById(actor.sessionId);
  const now = ctx.ports.clock.now().getTime();
  if (!session || now - session.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new DomainError("recent_sign_in_required", message);
  }
}
