import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { SecretCipherError } from "../ports/secret-cipher.ts";
import { DomainError } from "../shared/domain-error.ts";
import { credentialSealingContext } from "./auth-connection-access.ts";
import type { AuthConnectionRecord } from "./auth-connection-records.ts";

/**
 * A connection's credential in clear, for the moment it is used (a token request, a header, a key
 * check). A credential that does not decrypt (another key, an altered row) is an internal error.
 */
export function openCredential(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  connection: AuthConnectionRecord,
): string {
  try {
    return ctx.ports.secretCipher.open(
      connection.credential,
      credentialSealingContext(ctx.workspaceId, connection.id),
    );
  } catch (error) {
    if (error instanceof SecretCipherError)
      throw new DomainError("internal_error", messages.authConnectionUnreadable);
    throw error;
  }
}
