import type { AuthenticatedContext } from "../context.ts";
import { requireSessionActor } from "./require-permission.ts";

/** Ends the caller's session: its access and refresh tokens stop working at once. */
export async function signOut(ctx: AuthenticatedContext): Promise<void> {
  const actor = requireSessionActor(ctx);
  await ctx.ports.store.sessions.update(actor.sessionId, {
    revokedAt: ctx.ports.clock.now(),
    revokeReason: "sign_out",
  });
}
