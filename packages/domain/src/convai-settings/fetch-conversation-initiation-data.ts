import {
  type ConversationConfigOverride,
  convaiSettingsLimits,
  InitiationWebhookAnswerSchema,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { InitiationWebhookError } from "../ports/conversation-initiation-webhook.ts";
import { readSecretValue } from "../secrets/read-secret-value.ts";
import { checkPublicHttpsUrl, isPublicAddress } from "../shared/public-https-url.ts";
import { readConvAiSettings } from "./convai-settings.ts";

/** What is known of a conversation about to start, sent to the workspace's webhook. */
export interface ConversationInitiationFacts {
  agentId: string;
  conversationId: string;
  /** The caller's number on a phone call (`caller_id`). */
  callerId?: string;
  /** The number called on a phone call. */
  calledNumber?: string;
  /** The telephony provider's id of the call. */
  callSid?: string;
}

/** The webhook's answer, checked and bounded as a client's own `conversation_initiation_client_data`. */
export interface ConversationInitiationData {
  dynamicVariables: Record<string, string | number | boolean>;
  conversationConfigOverride?: ConversationConfigOverride;
  userId?: string;
}

export type ConversationInitiationOutcome =
  /** The workspace has no conversation-initiation webhook. */
  | { kind: "none" }
  | { kind: "data"; data: ConversationInitiationData }
  /** The webhook was called and gave nothing usable; `reason` is for the log, not the caller. */
  | { kind: "failed"; reason: string };

/**
 * Calls the workspace's conversation-initiation webhook (issue 19 §6) before a conversation starts,
 * as the hosted product does: a POST of `{agent_id, conversation_id, caller_id?, called_number?,
 * call_sid?}` as JSON, with the configured headers (secrets read at the moment of the call), to an
 * https address on the public internet (every address the host resolves to is checked), within 5 s
 * and 64 KB. The answer's `dynamic_variables` and `conversation_config_override` are checked with the
 * same schemas and bounds as a client's own; anything else fails the call, saying why. What the
 * runtime does with a failure (start without the data, or refuse) is its choice.
 */
export async function fetchConversationInitiationData(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  facts: ConversationInitiationFacts,
  signal?: AbortSignal,
): Promise<ConversationInitiationOutcome> {
  const settings = await readConvAiSettings(ctx);
  const webhook = settings.initiationWebhook;
  if (!webhook) return { kind: "none" };
  const failed = (reason: string): ConversationInitiationOutcome => {
    ctx.ports.logger.warn("conversation-initiation webhook failed", {
      workspaceId: ctx.workspaceId,
      agentId: facts.agentId,
      conversationId: facts.conversationId,
      reason,
    });
    return { kind: "failed", reason };
  };
  let url: URL;
  try {
    url = checkPublicHttpsUrl(webhook.url, (reason) => new InitiationWebhookError(reason));
  } catch (error) {
    return failed((error as Error).message);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(webhook.requestHeaders)) {
    try {
      headers[name] = typeof value === "string" ? value : await readSecretValue(ctx, value.secretId);
    } catch (error) {
      return failed(`the header ${name} could not be read: ${(error as Error).message}`);
    }
  }
  headers["content-type"] = "application/json";
  const body = JSON.stringify({
    agent_id: facts.agentId,
    conversation_id: facts.conversationId,
    ...(facts.callerId !== undefined ? { caller_id: facts.callerId } : {}),
    ...(facts.calledNumber !== undefined ? { called_number: facts.calledNumber } : {}),
    ...(facts.callSid !== undefined ? { call_sid: facts.callSid } : {}),
  });
  let answer: { status: number; body: string };
  try {
    answer = await ctx.ports.initiationWebhooks.post({
      url,
      headers,
      body,
      timeoutMs: convaiSettingsLimits.initiationWebhookTimeoutMs,
      maxResponseBytes: convaiSettingsLimits.initiationWebhookMaxResponseBytes,
      allowAddress: isPublicAddress,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof InitiationWebhookError) return failed(error.message);
    throw error;
  }
  if (answer.status < 200 || answer.status >= 300) return failed(`the webhook answered ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return failed("the webhook's answer is not JSON");
  }
  const parsed = InitiationWebhookAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed(
      `the webhook's answer is not valid at ${issue?.path.join(".") || "its top"}: ${issue?.message}`,
    );
  }
  const data: ConversationInitiationData = { dynamicVariables: parsed.data.dynamic_variables ?? {} };
  if (parsed.data.conversation_config_override)
    data.conversationConfigOverride = parsed.data.conversation_config_override;
  if (parsed.data.user_id) data.userId = parsed.data.user_id;
  return { kind: "data", data };
}
