import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type CurrentUser, loadCurrentUser } from "./get-current-user.ts";

export interface ProfileChanges {
  firstName?: string;
  locale?: string;
  agreesToProductUpdates?: boolean;
}

/** Changes the caller's name, interface language or product-update emails; fields left out stay as they are. */
export async function updateProfile(
  ctx: AuthenticatedContext,
  changes: ProfileChanges,
): Promise<CurrentUser> {
  requirePermission(ctx, "user_write");
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const patch = {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
    ...(changes.agreesToProductUpdates !== undefined
      ? { agreesToProductUpdates: changes.agreesToProductUpdates }
      : {}),
  };
  if (Object.keys(patch).length > 0) await store.users.update(user.id, patch);
  return loadCurrentUser(ctx);
}
