import type { PublicContext } from "../context.ts";
import { redeemLinkCode } from "./one-time-codes.ts";

/** Stops product-update emails, from the opt-out link in a mail (no sign-in needed). */
export async function optOutOfUpdates(ctx: PublicContext, input: { oobCode: string }): Promise<void> {
  const { ports } = ctx;
  await ports.store.transaction(async (tx) => {
    const code = await redeemLinkCode(ports, tx, "opt_out_of_updates", input.oobCode);
    await tx.users.update(code.userId, { agreesToProductUpdates: false });
  });
}
