import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  ApiKeyNameSchema,
  ApiKeyPermissionsInputSchema,
  CharacterLimitInputSchema,
} from "./api-key-schemas.ts";

export const createApiKey = defineOperation({
  operationId: "chorus.apiKeys.create",
  method: "POST",
  path: "/v1/workspace/api-keys",
  summary: "Create an API key (admins); the secret is in this answer and nowhere else",
  description:
    "The key acts as its creator in this workspace: it can do what its permissions allow and, for admin-only calls, only while its creator is still an admin.",
  tag: "API keys",
  auth: { kind: "any", permission: "workspace_write" },
  request: {
    body: z.object({
      name: ApiKeyNameSchema,
      permissions: ApiKeyPermissionsInputSchema,
      character_limit: CharacterLimitInputSchema.optional(),
    }),
  },
  responses: { 200: z.object({ "xi-api-key": z.string(), key_id: z.string() }) },
  errors: ["forbidden"],
});
