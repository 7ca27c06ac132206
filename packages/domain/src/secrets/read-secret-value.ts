import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { SecretCipherError } from "../ports/secret-cipher.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findSecret, sealingContext } from "./secret-access.ts";

/**
 * A secret's value, for the moment it is used (a conversation's call to the agent's own model
 * server). Only the runtime reads values; no route answers one. A value that does not decrypt
 * (the deployment's key changed, or the row was altered) is an internal error, its cause logged.
 */
export async function readSecretValue(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  secretId: string,
): Promise<string> {
  const secret = await findSecret(ctx, secretId);
  try {
    return ctx.ports.secretCipher.open(secret.value, sealingContext(ctx.workspaceId, secretId));
  } catch (error) {
    if (error instanceof SecretCipherError)
      throw new DomainError("internal_error", messages.secretUnreadable);
    throw error;
  }
}
