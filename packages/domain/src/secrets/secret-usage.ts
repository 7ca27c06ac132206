import { messages, type SecretDependencyResourceType, secretLimits } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { listCursorOf, parseListCursor } from "../conversations/list-cursor.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findSecret } from "./secret-access.ts";
import type { WorkspaceSecretRecord } from "./secret-records.ts";
import { findSecretDependents, type SecretDependent, type SecretDependentKind } from "./secret-references.ts";

/** Who uses a secret, per kind: the first `limit` of each, and whether there are more. */
export type SecretUsage = Record<SecretDependentKind, { dependents: SecretDependent[]; hasMore: boolean }>;

export interface SecretWithUsage {
  secret: WorkspaceSecretRecord;
  usedBy: SecretUsage;
}

function usageOf(dependents: readonly SecretDependent[], limit: number): SecretUsage {
  const ofKind = (kind: SecretDependentKind) => {
    const all = dependents.filter((dependent) => dependent.kind === kind);
    return { dependents: all.slice(0, limit), hasMore: all.length > limit };
  };
  return {
    agents: ofKind("agents"),
    tools: ofKind("tools"),
    mcp_servers: ofKind("mcp_servers"),
    conversation_initiation_webhook: ofKind("conversation_initiation_webhook"),
    environment_variables: ofKind("environment_variables"),
  };
}

/** A page cursor of the list by name: the page's last name, lowercased (names are unique in any case). */
const nameCursorOf = (name: string) => Buffer.from(`n:${name.toLowerCase()}`).toString("base64url");

function parseNameCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, "base64url").toString();
  if (!text.startsWith("n:") || text.length < 3)
    throw new DomainError("invalid_request", messages.invalidCursor);
  return text.slice(2);
}

/**
 * `GET /v1/convai/secrets`: by name (any case), those starting with `search`; without `pageSize`
 * every secret (a workspace keeps at most `secretLimits.perWorkspace`). Each with who uses it.
 */
export async function listSecrets(
  ctx: AuthenticatedContext,
  query: { pageSize?: number; dependencyLimit: number; search?: string; cursor?: string },
): Promise<{ secrets: SecretWithUsage[]; nextCursor: string | null }> {
  requirePermission(ctx, "convai_read");
  const limit = query.pageSize ?? secretLimits.perWorkspace;
  const afterName = parseNameCursor(query.cursor);
  const found = await ctx.ports.store.secrets.list(ctx.workspaceId, {
    ...(query.search?.trim() ? { namePrefix: query.search.trim() } : {}),
    ...(afterName !== undefined ? { afterName } : {}),
    limit: limit + 1,
  });
  const page = found.slice(0, limit);
  const dependents = page.length > 0 ? await findSecretDependents(ctx) : new Map();
  const last = page.at(-1);
  return {
    secrets: page.map((secret) => ({
      secret,
      usedBy: usageOf(dependents.get(secret.id) ?? [], query.dependencyLimit),
    })),
    nextCursor: found.length > limit && last ? nameCursorOf(last.name) : null,
  };
}

/** `GET /v1/convai/secrets/{secret_id}`: the secret's name and up to 100 users of each kind. */
export async function getSecret(ctx: AuthenticatedContext, secretId: string): Promise<SecretWithUsage> {
  requirePermission(ctx, "convai_read");
  const secret = await findSecret(ctx, secretId);
  const dependents = (await findSecretDependents(ctx)).get(secretId) ?? [];
  return { secret, usedBy: usageOf(dependents, secretLimits.dependencyLimit.max) };
}

/**
 * `GET /v1/convai/secrets/{secret_id}/dependencies/{resource_type}`: the users of one kind, newest
 * first, a page at a time. Phone numbers never use one (there is no telephony yet).
 */
export async function listSecretDependencies(
  ctx: AuthenticatedContext,
  secretId: string,
  kind: SecretDependencyResourceType,
  page: { pageSize: number; cursor?: string },
): Promise<{ dependents: SecretDependent[]; nextCursor: string | null }> {
  requirePermission(ctx, "convai_read");
  await findSecret(ctx, secretId);
  const after = parseListCursor(page.cursor);
  if (kind === "phone_numbers") return { dependents: [], nextCursor: null };
  const all = ((await findSecretDependents(ctx)).get(secretId) ?? []).filter(
    (dependent) => dependent.kind === kind,
  );
  const start = after
    ? all.findIndex(
        (dependent) =>
          dependent.createdAt.getTime() < after.at.getTime() ||
          (dependent.createdAt.getTime() === after.at.getTime() && dependent.id < after.id),
      )
    : 0;
  const rest = start === -1 ? [] : all.slice(start);
  const dependents = rest.slice(0, page.pageSize);
  const last = dependents.at(-1);
  return {
    dependents,
    nextCursor: rest.length > page.pageSize && last ? listCursorOf(last.createdAt, last.id) : null,
  };
}
