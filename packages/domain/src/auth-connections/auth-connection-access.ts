import { isAdminRole, messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { AuthConnectionRecord } from "./auth-connection-records.ts";

export const authConnectionNotFound = (id: string) =>
  new DomainError("auth_connection_not_found", messages.authConnectionNotFound(id));

/** The workspace's connection, or "auth_connection_not_found" (also for another workspace's). */
export async function findAuthConnection(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  id: string,
): Promise<AuthConnectionRecord> {
  const connection = await ctx.ports.store.authConnections.find(ctx.workspaceId, id);
  if (!connection) throw authConnectionNotFound(id);
  return connection;
}

/**
 * As with secrets: connections serve tools, so viewers cannot add them, and changing or deleting
 * one is for its creator or a workspace admin (a member cannot repoint the credentials another
 * member's tools call with).
 */
export function assertMayManageAuthConnection(
  ctx: AuthenticatedContext,
  connection?: AuthConnectionRecord,
): void {
  assertMayEditAgents(ctx);
  if (connection && connection.createdByUserId !== ctx.userId && !isAdminRole(ctx.role))
    throw new DomainError("forbidden", messages.authConnectionOwnerOrAdmin);
}

/** What binds a sealed credential to its row (the cipher's additional data). */
export const credentialSealingContext = (workspaceId: string, id: string) =>
  `auth-connection:${workspaceId}:${id}`;
