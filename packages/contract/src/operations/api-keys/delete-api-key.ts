import { defineOperation } from "../../operation.ts";
import { WorkspaceStatusOkSchema } from "../workspace/workspace-schemas.ts";
import { ApiKeyIdParamsSchema } from "./api-key-schemas.ts";

export const deleteApiKey = defineOperation({
  operationId: "chorus.apiKeys.delete",
  method: "DELETE",
  path: "/v1/workspace/api-keys/{key_id}",
  summary: "Delete an API key (admins); it stops working at once",
  tag: "API keys",
  auth: { kind: "any", permission: "workspace_write" },
  request: { params: ApiKeyIdParamsSchema },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "api_key_not_found"],
});
