import { messages } from "@chorus/contract";
import { emailChangedMail } from "../auth/account-emails.ts";
import { actionLink } from "../auth/action-links.ts";
import { issueLinkCode, redeemLinkCode } from "../auth/one-time-codes.ts";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * Applies an email change from the link sent to the new address, or reverts one from the link
 * sent to the old address afterwards. Either way every session ends, since the account's
 * identity changed; after a change, the old address gets a link (valid 72 hours) to undo it,
 * in case someone else made it.
 */
export async function applyEmailChange(
  ctx: PublicContext,
  input: { code: string; isReverting: boolean },
): Promise<void> {
  const { ports } = ctx;
  const { store, clock } = ports;
  const purpose = input.isReverting ? "recover_email" : "change_email";
  const outcome = await store.transaction(async (tx) => {
    const now = clock.now();
    const code = await redeemLinkCode(ports, tx, purpose, input.code);
    const user = await tx.users.findById(code.userId);
    const oldEmail = String(code.payload.old_email ?? "");
    const newEmail = String(code.payload.new_email ?? "");
    const expected = input.isReverting ? newEmail : oldEmail;
    if (!user || user.deletedAt || user.email !== expected || !oldEmail || !newEmail) {
      throw new DomainError("invalid_code", messages.invalidLink);
    }
    const target = input.isReverting ? oldEmail : newEmail;
    if (await tx.users.findByEmail(target)) throw new DomainError("account_exists", messages.accountExists);
    await tx.users.update(user.id, { email: target, emailVerifiedAt: now });
    await tx.codes.consumeAllForUser(user.id, "change_email", now);
    await tx.sessions.revokeAllForUser(user.id, input.isReverting ? "email_reverted" : "email_changed", now);
    if (input.isReverting) return undefined;
    const revertCode = await issueLinkCode(ports, tx, {
      userId: user.id,
      purpose: "recover_email",
      payload: { old_email: oldEmail, new_email: newEmail },
    });
    return { oldEmail, newEmail, revertCode, locale: user.locale };
  });
  if (!outcome) return;
  await ports.mailer.send(
    emailChangedMail({
      to: outcome.oldEmail,
      newEmail: outcome.newEmail,
      revertLink: actionLink(ports.settings, "recoverEmail", outcome.revertCode, {
        isReverting: true,
        lang: outcome.locale,
      }),
    }),
  );
}
