import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { AuthConnectionSettings } from "./auth-connection-records.ts";

/**
 * What the contract's schema cannot know: a token URL uses https, plain http only to the hosts the
 * operator lists in TOOL_WEBHOOK_HTTP_HOSTS (as webhook tools; where the name resolves is checked
 * when the token is fetched), and a JWT key must suit its algorithm (an RS* key a PEM private key).
 */
export async function checkAuthConnection(
  ctx: AuthenticatedContext,
  settings: AuthConnectionSettings,
  credential: string,
): Promise<void> {
  if (settings.auth_type === "oauth2_client_credentials" || settings.auth_type === "oauth2_jwt") {
    const url = new URL(settings.token_url);
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (url.protocol === "http:" && !ctx.ports.settings.toolWebhookHttpHosts.includes(host))
      throw DomainError.invalidField(["body", "token_url"], messages.authConnectionTokenUrlHttp(host));
  }
  if (settings.auth_type === "oauth2_jwt" || settings.auth_type === "private_key_jwt") {
    const problem = await ctx.ports.jwtSigner.keyProblem(settings.algorithm, credential);
    if (problem)
      throw DomainError.invalidField(["body", "secret_key"], messages.authConnectionKeyInvalid(problem));
  }
}
