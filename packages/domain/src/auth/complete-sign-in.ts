import type { PublicContext } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { assertPasswordSignInAllowed, resolveLandingWorkspace } from "./landing-workspace.ts";
import { type SessionTokens, startSession } from "./session-tokens.ts";
import { clearSignInFailures, signInSubject } from "./sign-in-throttle.ts";

/**
 * The last step of every sign-in path (password, second factor, new-device link): checks the
 * account and its landing workspace once more (they may have changed since the first step),
 * starts the session, remembers the device so it is not verified again, and forgets the failed
 * attempts of this (email, network) pair.
 */
export async function completeSignIn(
  ctx: PublicContext,
  user: UserRecord,
  deviceId: string | undefined,
): Promise<SessionTokens> {
  const { ports } = ctx;
  return ports.store.transaction(async (tx) => {
    const fresh = await tx.users.findById(user.id);
    assertUserCanAct(fresh);
    const landing = await resolveLandingWorkspace(tx, fresh);
    assertPasswordSignInAllowed(landing);
    if (deviceId) await tx.users.rememberDevice(fresh.id, deviceId);
    await clearSignInFailures(tx, signInSubject(ctx.meta, fresh.email));
    return startSession(ports, tx, {
      userId: fresh.id,
      workspaceId: landing.workspace.id,
      userAgent: ctx.meta.userAgent,
      ip: ctx.meta.ip,
    });
  });
}
