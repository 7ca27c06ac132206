import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { redeemLinkCode } from "./one-time-codes.ts";

/** Confirms the address the link was sent to. A link for an address the account no longer has is refused. */
export async function verifyEmail(
  ctx: PublicContext,
  input: { oobCode: string },
): Promise<{ email: string }> {
  const { ports } = ctx;
  return ports.store.transaction(async (tx) => {
    const code = await redeemLinkCode(ports, tx, "verify_email", input.oobCode);
    const user = await tx.users.findById(code.userId);
    if (!user || user.deletedAt || user.email !== code.payload.email) {
      throw new DomainError("invalid_code", messages.invalidLink);
    }
    if (!user.emailVerifiedAt) await tx.users.update(user.id, { emailVerifiedAt: ports.clock.now() });
    return { email: user.email };
  });
}
