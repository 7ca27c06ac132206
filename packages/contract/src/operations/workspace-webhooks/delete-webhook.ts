import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { WebhookParamsSchema } from "./webhook-schemas.ts";

export const deleteWebhook = defineOperation({
  operationId: "webhooks.delete",
  method: "DELETE",
  path: "/v1/workspace/webhooks/{webhook_id}",
  summary: "Delete a webhook",
  description:
    "Workspace admins only. Its deliveries go with it, and agents settings that named it as their post-call webhook name none.",
  tag: "Webhooks",
  auth: { kind: "any", permission: "workspace_write" },
  request: { params: WebhookParamsSchema },
  responses: {
    200: z.object({ status: z.string() }).meta({ id: "DeleteWorkspaceWebhookResponseModel" }),
  },
  errors: ["webhook_not_found", "forbidden"],
});
