import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue } from "../../bounds/input-limits.ts";
import { webhookLimits as limits } from "../../catalogues/webhook-limits.ts";
import { messages } from "../../errors/messages.ts";

/**
 * The workspace's webhooks (`/v1/workspace/webhooks`, the SDK's `webhooks.*`): where Chorus sends
 * events, each delivery signed with the webhook's HMAC secret in `ElevenLabs-Signature`. The
 * secret is answered once, when the webhook is made.
 */

export const WebhookParamsSchema = z.object({ webhook_id: idValue });

const name = z.string().trim().min(1, messages.webhookNameRequired).max(limits.nameCharacters);
/** https; plain http only to hosts the operator allows (checked by the domain, as webhook tools are). */
const webhookUrl = z
  .url({ protocol: /^https?$/, error: messages.webhookUrlInvalid })
  .max(limits.urlCharacters);
/** An HTTP header name (RFC 9110 token). */
const headerName = z
  .string()
  .min(1)
  .max(limits.nameCharacters)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, messages.toolHeaderNameInvalid);
const requestHeaders = boundedRecord(
  headerName,
  z.string().max(limits.headerValueCharacters),
  limits.headers,
);

/** `WorkspaceWebhookEventType`: workspace events a webhook may subscribe to (kept; none is sent yet). */
export const workspaceWebhookEvents = [
  "voice_library_removal_notice",
  "speech_to_text",
  "agent_qa",
  "flows",
] as const;

/** `BodyCreateWorkspaceWebhookV1WorkspaceWebhooksPost`: HMAC webhooks only. */
export const CreateWebhookBodySchema = z.object({
  settings: z.object({
    auth_type: z.literal("hmac", { error: messages.webhookAuthTypeUnsupported }),
    name,
    webhook_url: webhookUrl,
    request_headers: requestHeaders.nullish(),
  }),
});

/** `BodyUpdateWorkspaceWebhookV1WorkspaceWebhooksWebhookIdPatch`: enable or disable, rename. */
export const UpdateWebhookBodySchema = z.object({
  is_disabled: z.boolean(),
  name,
  retry_enabled: z.boolean().nullish(),
  request_headers: requestHeaders.nullish(),
  events: z.array(z.enum(workspaceWebhookEvents)).max(workspaceWebhookEvents.length).nullish(),
});

export type CreateWebhookBody = z.output<typeof CreateWebhookBodySchema>;
export type UpdateWebhookBody = z.output<typeof UpdateWebhookBodySchema>;

/** `WorkspaceWebhookResponseModel`. */
export const WorkspaceWebhookSchema = z
  .object({
    name: z.string(),
    webhook_id: z.string(),
    webhook_url: z.string(),
    is_disabled: z.boolean(),
    /** Chorus never disables a webhook by itself: a failing one keeps being tried, and its deliveries say how they went. */
    is_auto_disabled: z.boolean(),
    created_at_unix: z.number().int(),
    auth_type: z.literal("hmac"),
    usage: z.array(z.object({ usage_type: z.string() })).optional(),
    events: z.array(z.enum(workspaceWebhookEvents)).optional(),
    most_recent_failure_error_code: z.number().int().nullish(),
    most_recent_failure_timestamp: z.number().int().nullish(),
  })
  .meta({ id: "WorkspaceWebhookResponseModel" });

export type WorkspaceWebhook = z.output<typeof WorkspaceWebhookSchema>;

export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;

/** One event sent (or being sent) to a webhook: a Chorus extra, no SDK call reads it. */
export const WebhookDeliverySchema = z
  .object({
    delivery_id: z.string(),
    webhook_id: z.string(),
    conversation_id: z.string(),
    event_type: z.enum(["post_call_transcription", "post_call_audio"]),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at_unix_secs: z.number().int(),
    updated_at_unix_secs: z.number().int(),
    delivered_at_unix_secs: z.number().int().nullable(),
  })
  .meta({ id: "WebhookDelivery" });

export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;
