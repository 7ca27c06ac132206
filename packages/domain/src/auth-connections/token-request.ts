import type { AuthenticatedContext } from "../context.ts";
import { ToolWebhookError } from "../ports/tool-webhooks.ts";
import { isPublicAddress } from "../shared/public-https-url.ts";
import { type AuthorizationHeadersResult, authFailure } from "./auth-failure.ts";
import { oauthErrorCode, tokenOfAnswer } from "./token-lifetime.ts";

/** A token endpoint that answers slower than this, or more than this, fails the request. */
const tokenTimeoutMs = 5_000;
const maxTokenAnswerBytes = 64 * 1024;

type Failure = Extract<AuthorizationHeadersResult, { ok: false }>;

/**
 * Asks a token endpoint for a token (POST, form-encoded) through the webhook caller, with the
 * address rule of webhook tools: a host in TOOL_WEBHOOK_HTTP_HOSTS at any address, any other only
 * over https and at public addresses (every resolved address is checked before connecting).
 * Failures say the endpoint's status or why it could not be reached, never the form's secrets.
 */
export async function requestToken(
  ctx: { ports: AuthenticatedContext["ports"] },
  request: {
    tokenUrl: string;
    form: Record<string, string>;
    headers: Record<string, string>;
    field: "access_token" | "id_token";
    signal: AbortSignal;
  },
): Promise<{ ok: true; token: string; lifetimeSeconds: number } | Failure> {
  const url = new URL(request.tokenUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const anyAddress = ctx.ports.settings.toolWebhookHttpHosts.includes(host);
  if (!anyAddress && url.protocol !== "https:")
    return authFailure("token_unreachable", `plain http to the token endpoint ${host} is not allowed`);
  let response: Awaited<ReturnType<AuthenticatedContext["ports"]["toolWebhooks"]["call"]>>;
  try {
    response = await ctx.ports.toolWebhooks.call({
      url,
      method: "POST",
      headers: {
        ...request.headers,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams(request.form).toString(),
      timeoutMs: tokenTimeoutMs,
      maxResponseBytes: maxTokenAnswerBytes,
      allowAddress: anyAddress ? () => true : isPublicAddress,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    const why = error instanceof ToolWebhookError ? error.message.replace(/^the webhook/, "it") : "it failed";
    if (!(error instanceof ToolWebhookError))
      ctx.ports.logger.warn("a token request failed", { host, err: error });
    return authFailure("token_unreachable", `the token endpoint ${host} could not be used: ${why}`);
  }
  if (response.status < 200 || response.status >= 300) {
    const code = oauthErrorCode(response.body);
    return authFailure(
      "token_refused",
      `the token endpoint ${host} answered ${response.status}${code ? ` (${code})` : ""}`,
    );
  }
  let answer: unknown;
  try {
    answer = JSON.parse(response.body);
  } catch {
    answer = undefined;
  }
  const token = tokenOfAnswer(answer, request.field);
  if (!token) return authFailure("token_invalid", `the token endpoint ${host} answered no ${request.field}`);
  return { ok: true, ...token };
}
