import { isAdminRole, messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { WorkspaceSecretRecord } from "./secret-records.ts";

export const secretNotFound = (secretId: string) =>
  new DomainError("secret_not_found", messages.secretNotFound(secretId));

/** The workspace's secret, or "secret_not_found" (also for another workspace's). */
export async function findSecret(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  secretId: string,
): Promise<WorkspaceSecretRecord> {
  const secret = await ctx.ports.store.secrets.find(ctx.workspaceId, secretId);
  if (!secret) throw secretNotFound(secretId);
  return secret;
}

/**
 * Secrets serve agents, so viewers (who cannot change agents) cannot add them; changing or
 * deleting one is for its creator or a workspace admin, as with conversation tags: a member
 * cannot swap the key another member's agent calls its model with.
 */
export function assertMayManageSecret(ctx: AuthenticatedContext, secret?: WorkspaceSecretRecord): void {
  assertMayEditAgents(ctx);
  if (secret && secret.createdByUserId !== ctx.userId && !isAdminRole(ctx.role))
    throw new DomainError("forbidden", messages.secretOwnerOrAdmin);
}

/** What binds a sealed value to its row (the cipher's additional data): a copied ciphertext does not open elsewhere. */
export const sealingContext = (workspaceId: string, secretId: string) =>
  `workspace-secret:${workspaceId}:${secretId}`;
