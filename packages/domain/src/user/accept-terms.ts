import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/** Records that the caller accepted the Terms of Use in effect (settings' termsVersion). */
export async function acceptTerms(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "user_write");
  const { store, settings } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (user.acceptedTermsVersion !== settings.termsVersion)
    await store.users.update(user.id, { acceptedTermsVersion: settings.termsVersion });
}
