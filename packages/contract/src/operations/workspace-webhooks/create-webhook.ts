import { z } from "zod";
import { webhookLimits } from "../../catalogues/webhook-limits.ts";
import { defineOperation } from "../../operation.ts";
import { CreateWebhookBodySchema } from "./webhook-schemas.ts";

export const createWebhook = defineOperation({
  operationId: "webhooks.create",
  method: "POST",
  path: "/v1/workspace/webhooks",
  summary: "Add a webhook that receives signed events",
  description: `Workspace admins only. HMAC webhooks: the answer carries the secret every delivery is signed with (\`ElevenLabs-Signature: t=<unix>,v0=<hex HMAC-SHA256 of "<t>.<body>">\`), once. The URL uses https (plain http only to hosts in TOOL_WEBHOOK_HTTP_HOSTS) and, when called, must resolve to public addresses unless so allowed. A workspace keeps at most ${webhookLimits.perWorkspace}. Name it as the agents settings' \`post_call_webhook_id\` to receive post-call events.`,
  tag: "Webhooks",
  auth: { kind: "any", permission: "workspace_write" },
  request: { body: CreateWebhookBodySchema },
  responses: {
    200: z
      .object({ webhook_id: z.string(), webhook_secret: z.string().nullish() })
      .meta({ id: "WorkspaceCreateWebhookResponseModel" }),
  },
  errors: ["invalid_request", "forbidden"],
});
