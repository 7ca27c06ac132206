import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { UpdateWebhookBodySchema, WebhookParamsSchema } from "./webhook-schemas.ts";

export const updateWebhook = defineOperation({
  operationId: "webhooks.update",
  method: "PATCH",
  path: "/v1/workspace/webhooks/{webhook_id}",
  summary: "Rename, enable or disable a webhook",
  description:
    "Workspace admins only. A disabled webhook is sent nothing: post-call events of conversations that end while it is disabled are not queued for it.",
  tag: "Webhooks",
  auth: { kind: "any", permission: "workspace_write" },
  request: { params: WebhookParamsSchema, body: UpdateWebhookBodySchema },
  responses: {
    200: z.object({ status: z.string() }).meta({ id: "PatchWorkspaceWebhookResponseModel" }),
  },
  errors: ["webhook_not_found", "forbidden"],
});
