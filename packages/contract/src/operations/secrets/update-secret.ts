import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  PostWorkspaceSecretResponseSchema,
  SecretParamsSchema,
  secretName,
  secretValue,
} from "./secret-schemas.ts";

export const updateSecret = defineOperation({
  operationId: "conversationalAi.secrets.update",
  method: "PATCH",
  path: "/v1/convai/secrets/{secret_id}",
  summary: "Rename a secret or replace its value",
  description:
    "The SDK sends both; Chorus also takes either alone (a rename keeps the value, a new value keeps the name). Only the secret's creator or a workspace admin may change it.",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: SecretParamsSchema,
    body: z.object({
      type: z.literal("update").optional(),
      name: secretName.optional(),
      value: secretValue.optional(),
    }),
  },
  responses: { 200: PostWorkspaceSecretResponseSchema },
  errors: ["secret_not_found", "already_exists", "forbidden"],
});
