import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { WorkspaceWebhookSchema } from "./webhook-schemas.ts";

export const listWebhooks = defineOperation({
  operationId: "webhooks.list",
  method: "GET",
  path: "/v1/workspace/webhooks",
  summary: "The workspace's webhooks",
  description:
    "Every webhook of the workspace, oldest first, never its secret. With `include_usages`, what uses each one (`ConvAI Settings`: the agents settings' post-call webhook) and its events.",
  tag: "Webhooks",
  auth: { kind: "any", permission: "workspace_read" },
  request: {
    query: z.object({ include_usages: queryBoolean }),
  },
  responses: {
    200: z
      .object({ webhooks: z.array(WorkspaceWebhookSchema) })
      .meta({ id: "WorkspaceWebhookListResponseModel" }),
  },
  errors: [],
});
