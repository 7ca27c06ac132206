import { messages } from "@chorus/contract";
import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * Moves the caller's session to another workspace they are an unlocked member of. The session
 * row is what authentication reads, so the very next request is in the new workspace; a
 * workspace the caller is not in answers 404, never revealing that it exists.
 */
export async function switchSessionWorkspace(
  ctx: AuthenticatedContext,
  workspaceId: string,
): Promise<{ workspaceId: string }> {
  const actor = requireSessionActor(ctx);
  const { store } = ctx.ports;
  const member = await store.members.find(workspaceId, ctx.userId);
  if (!member || member.isLocked) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  await store.transaction(async (tx) => {
    await tx.sessions.update(actor.sessionId, { workspaceId });
    await tx.users.update(ctx.userId, { lastWorkspaceId: workspaceId });
  });
  return { workspaceId };
}
