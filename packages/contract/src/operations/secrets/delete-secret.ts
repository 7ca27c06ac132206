import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SecretParamsSchema } from "./secret-schemas.ts";

export const deleteSecret = defineOperation({
  operationId: "conversationalAi.secrets.delete",
  method: "DELETE",
  path: "/v1/convai/secrets/{secret_id}",
  summary: "Delete a secret nothing uses",
  description:
    "A secret an agent, tool or MCP server still uses is kept: 409 secret_in_use, saying how many resources use it. Only the secret's creator or a workspace admin may delete it.",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: SecretParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["secret_not_found", "secret_in_use", "forbidden"],
});
