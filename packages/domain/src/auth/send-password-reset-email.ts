import type { PublicContext } from "../context.ts";
import { passwordResetMail } from "./account-emails.ts";
import { actionLink } from "./action-links.ts";
import { issueLinkCode } from "./one-time-codes.ts";

/**
 * Mails a password reset link (valid 1 hour, replacing earlier ones). The answer is the same
 * whether or not the address has an account, so it cannot be used to find out who does.
 */
export async function sendPasswordResetEmail(ctx: PublicContext, input: { email: string }): Promise<void> {
  const { ports } = ctx;
  const user = await ports.store.users.findByEmail(input.email);
  if (user?.status !== "active") return;
  const code = await ports.store.transaction((tx) =>
    issueLinkCode(ports, tx, { userId: user.id, purpose: "reset_password", payload: { email: user.email } }),
  );
  await ports.mailer.send(
    passwordResetMail({
      to: user.email,
      link: actionLink(ports.settings, "resetPassword", code, { lang: user.locale }),
    }),
  );
}
