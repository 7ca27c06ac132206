import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { redeemLinkCode } from "./one-time-codes.ts";
import { clearSignInFailuresForEmail } from "./sign-in-throttle.ts";

/**
 * Sets a new password from a reset link and signs out every session: whoever knew the old
 * password is out. Opening the link proves the address, so it also counts as verified, and
 * any sign-in block is lifted.
 */
export async function resetPassword(
  ctx: PublicContext,
  input: { oobCode: string; newPassword: string },
): Promise<void> {
  const { ports } = ctx;
  const passwordHash = await ports.passwords.hash(input.newPassword);
  await ports.store.transaction(async (tx) => {
    const now = ports.clock.now();
    const code = await redeemLinkCode(ports, tx, "reset_password", input.oobCode);
    const user = await tx.users.findById(code.userId);
    if (!user || user.deletedAt || user.email !== code.payload.email) {
      throw new DomainError("invalid_code", messages.invalidLink);
    }
    await tx.users.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
    await clearSignInFailuresForEmail(tx, user.email);
    await tx.codes.consumeAllForUser(user.id, "reset_password", now);
    await tx.sessions.revokeAllForUser(user.id, "password_reset", now);
  });
}
