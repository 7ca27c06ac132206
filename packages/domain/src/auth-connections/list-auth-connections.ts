import { authConnectionLimits } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { AuthConnectionRecord } from "./auth-connection-records.ts";
import { type AuthConnectionDependent, findAuthConnectionDependents } from "./auth-connection-references.ts";

export interface AuthConnectionWithUsage {
  connection: AuthConnectionRecord;
  usedBy: AuthConnectionDependent[];
}

/** `GET /v1/workspace/auth-connections`: every connection (a workspace keeps a bounded number), newest first. */
export async function listAuthConnections(ctx: AuthenticatedContext): Promise<AuthConnectionWithUsage[]> {
  requirePermission(ctx, "convai_read");
  const connections = await ctx.ports.store.authConnections.list(
    ctx.workspaceId,
    authConnectionLimits.perWorkspace,
  );
  const dependents = connections.length > 0 ? await findAuthConnectionDependents(ctx) : new Map();
  return connections.map((connection) => ({ connection, usedBy: dependents.get(connection.id) ?? [] }));
}

/** A connection just written, with who uses it (answered by create and update). */
export async function withUsage(
  ctx: AuthenticatedContext,
  connection: AuthConnectionRecord,
): Promise<AuthConnectionWithUsage> {
  return { connection, usedBy: (await findAuthConnectionDependents(ctx)).get(connection.id) ?? [] };
}
