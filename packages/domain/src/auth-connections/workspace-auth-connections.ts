import {
  authConnectionLimits,
  type CreateAuthConnectionBody,
  messages,
  type UpdateAuthConnectionBody,
} from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import {
  assertMayManageAuthConnection,
  authConnectionNotFound,
  credentialSealingContext,
  findAuthConnection,
} from "./auth-connection-access.ts";
import { changedConnection, connectionName, newConnectionInput } from "./auth-connection-input.ts";
import type { AuthConnectionRecord } from "./auth-connection-records.ts";
import { findAuthConnectionDependents } from "./auth-connection-references.ts";
import { checkAuthConnection } from "./check-auth-connection.ts";
import { openCredential } from "./open-credential.ts";

export const newAuthConnectionId = () => `auth_${newId(20)}`;

/** `POST /v1/workspace/auth-connections`: the credential is sealed before it reaches the store. */
export async function createAuthConnection(
  ctx: AuthenticatedContext,
  body: CreateAuthConnectionBody,
): Promise<AuthConnectionRecord> {
  requirePermission(ctx, "convai_write");
  assertMayManageAuthConnection(ctx);
  const input = newConnectionInput(body);
  await checkAuthConnection(ctx, input.settings, input.credential);
  const max = authConnectionLimits.perWorkspace;
  if ((await ctx.ports.store.authConnections.count(ctx.workspaceId)) >= max)
    throw new DomainError("invalid_request", messages.authConnectionsTooMany(max));
  const id = newAuthConnectionId();
  const now = ctx.ports.clock.now();
  const connection: AuthConnectionRecord = {
    id,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: input.name,
    provider: input.provider,
    settings: input.settings,
    credential: ctx.ports.secretCipher.seal(input.credential, credentialSealingContext(ctx.workspaceId, id)),
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.authConnections.insert(connection);
  return connection;
}

/**
 * `PATCH /v1/workspace/auth-connections/{id}`: settings and credential merged onto the stored
 * ones; the tokens obtained with the old ones are dropped, so the next call uses the new ones.
 */
export async function updateAuthConnection(
  ctx: AuthenticatedContext,
  id: string,
  body: UpdateAuthConnectionBody,
): Promise<AuthConnectionRecord> {
  requirePermission(ctx, "convai_write");
  const connection = await findAuthConnection(ctx, id);
  assertMayManageAuthConnection(ctx, connection);
  const { settings, credential } = changedConnection(connection.settings, body);
  await checkAuthConnection(ctx, settings, credential ?? openCredential(ctx, connection));
  const written = await ctx.ports.store.authConnections.update(ctx.workspaceId, id, {
    ...(body.name !== undefined ? { name: connectionName(body.name) } : {}),
    ...(body.provider !== undefined ? { provider: body.provider } : {}),
    settings,
    ...(credential !== undefined
      ? { credential: ctx.ports.secretCipher.seal(credential, credentialSealingContext(ctx.workspaceId, id)) }
      : {}),
    updatedAt: ctx.ports.clock.now(),
  });
  if (!written) throw authConnectionNotFound(id);
  ctx.ports.authTokenCache.forget(id);
  return written;
}

/**
 * `DELETE /v1/workspace/auth-connections/{id}`: refused while a tool or an MCP server uses it
 * (auth_connection_in_use). The row is locked first, so a tool or server saved meanwhile either committed before (and is counted) or
 * waits and then finds it gone.
 */
export async function deleteAuthConnection(ctx: AuthenticatedContext, id: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayManageAuthConnection(ctx, await findAuthConnection(ctx, id));
  await ctx.ports.store.transaction(async (tx) => {
    if (!(await tx.authConnections.lock(ctx.workspaceId, id))) throw authConnectionNotFound(id);
    const users = (await findAuthConnectionDependents(ctx, tx)).get(id) ?? [];
    if (users.length > 0)
      throw new DomainError(
        "auth_connection_in_use",
        messages.authConnectionInUse({
          tools: users.filter((user) => user.kind === "tools").length,
          mcpServers: users.filter((user) => user.kind === "mcp_servers").length,
        }),
      );
    await tx.authConnections.delete(ctx.workspaceId, id);
  });
  ctx.ports.authTokenCache.forget(id);
}
