import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

/**
 * Starts adding an authenticator app: a new secret is stored, but not active until the person
 * proves their app produces its codes (activateTotp). Needs a recent sign-in.
 */
export async function enrollTotp(ctx: AuthenticatedContext): Promise<TotpEnrolment> {
  await requireRecentSignIn(ctx, messages.recentLoginRequired);
  const { store, totp } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (user.totpEnabledAt) throw new DomainError("invalid_request", messages.mfaAlreadyEnabled);
  const secret = totp.generateSecret();
  await store.users.update(user.id, { totpSecret: secret, totpEnabledAt: null });
  const otpauthUri = totp.uri(secret, user.email);
  return { secret, otpauthUri, qrCodeDataUrl: await totp.qrCodeDataUrl(otpauthUri) };
}
