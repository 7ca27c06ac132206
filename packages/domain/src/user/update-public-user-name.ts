import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/** Sets the name shown next to items the caller shares (the contract checked its characters and length). */
export async function updatePublicUserName(
  ctx: AuthenticatedContext,
  input: { publicUserName: string },
): Promise<void> {
  requirePermission(ctx, "user_write");
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  await store.users.update(user.id, { publicUserName: input.publicUserName });
}
