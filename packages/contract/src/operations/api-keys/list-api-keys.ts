import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { WorkspaceApiKeySchema } from "./api-key-schemas.ts";

export const listApiKeys = defineOperation({
  operationId: "chorus.apiKeys.list",
  method: "GET",
  path: "/v1/workspace/api-keys",
  summary: "List the workspace's API keys (admins); secrets are never shown again",
  tag: "API keys",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.object({ "api-keys": z.array(WorkspaceApiKeySchema) }) },
  errors: ["forbidden"],
});
