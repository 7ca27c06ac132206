import { defineOperation } from "../../operation.ts";
import { SecretParamsSchema, WorkspaceSecretSchema } from "./secret-schemas.ts";

export const getSecret = defineOperation({
  operationId: "conversationalAi.secrets.get",
  method: "GET",
  path: "/v1/convai/secrets/{secret_id}",
  summary: "A secret's name and who uses it (never its value)",
  description: "Up to 100 users of each kind; `*_has_more` says when there are more.",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: SecretParamsSchema },
  responses: { 200: WorkspaceSecretSchema },
  errors: ["secret_not_found"],
});
