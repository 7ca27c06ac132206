import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { webhookLimits } from "../../catalogues/webhook-limits.ts";
import { defineOperation } from "../../operation.ts";
import { WebhookDeliverySchema } from "./webhook-schemas.ts";

export const listWebhookDeliveries = defineOperation({
  operationId: "chorus.convai.webhookDeliveries.list",
  method: "GET",
  path: "/v1/convai/webhook-deliveries",
  summary: "Post-call webhook deliveries and how they went",
  description: `The post-call events (\`post_call_transcription\`, \`post_call_audio\`) sent to the workspace's webhooks, newest first: pending while being tried (up to ${webhookLimits.deliveryAttempts} attempts, retried after 30 s, 2, 8 and 32 minutes), then delivered or failed, with the last answer's status and error. Filter by conversation or webhook.`,
  tag: "Webhooks",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      conversation_id: idValue.optional(),
      webhook_id: idValue.optional(),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(webhookLimits.deliveriesPageSize.max)
        .default(webhookLimits.deliveriesPageSize.default),
    }),
  },
  responses: {
    200: z
      .object({
        deliveries: z.array(WebhookDeliverySchema),
        next_cursor: z.string().nullable(),
        has_more: z.boolean(),
      })
      .meta({ id: "WebhookDeliveriesPage" }),
  },
  errors: ["invalid_request"],
});
