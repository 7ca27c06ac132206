import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { WorkspaceStatusOkSchema } from "../workspace/workspace-schemas.ts";
import {
  ApiKeyIdParamsSchema,
  ApiKeyNameSchema,
  ApiKeyPermissionsInputSchema,
  CharacterLimitInputSchema,
} from "./api-key-schemas.ts";

export const updateApiKey = defineOperation({
  operationId: "chorus.apiKeys.update",
  method: "PATCH",
  path: "/v1/workspace/api-keys/{key_id}",
  summary: "Rename, enable or disable an API key, or change its permissions or credit limit (admins)",
  tag: "API keys",
  auth: { kind: "any", permission: "workspace_write" },
  request: {
    params: ApiKeyIdParamsSchema,
    body: z.object({
      name: ApiKeyNameSchema.nullish(),
      is_enabled: z.boolean().nullish(),
      permissions: ApiKeyPermissionsInputSchema.nullish(),
      /** Null removes the limit; absent leaves it as it is. */
      character_limit: CharacterLimitInputSchema.optional(),
    }),
  },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "api_key_not_found"],
});
