import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const ApiKeyPermissionGroupSchema = z.object({
  group: z.string(),
  label: z.string(),
  scopes: z.array(z.string()),
});

export const listApiKeyPermissions = defineOperation({
  operationId: "chorus.apiKeys.permissions",
  method: "GET",
  path: "/v1/workspace/api-key-permissions",
  summary: "The endpoint groups an API key's permissions are chosen from, with their scopes",
  tag: "API keys",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.object({ groups: z.array(ApiKeyPermissionGroupSchema) }) },
});
