import { authConnectionLimits } from "../../catalogues/auth-connection-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AuthConnectionSchema, CreateAuthConnectionBodySchema } from "./auth-connection-schemas.ts";

export const createAuthConnection = defineOperation({
  operationId: "workspace.authConnections.create",
  method: "POST",
  path: "/v1/workspace/auth-connections",
  summary: "Store how tools authenticate to a service",
  description: `Basic, bearer, custom header, OAuth2 client credentials, OAuth2 JWT bearer and private-key JWT. The credential (password, token, client secret, JWT key) is encrypted at rest and never answered. Token URLs use https (http only to TOOL_WEBHOOK_HTTP_HOSTS). mTLS is refused (422): Chorus's webhook calls cannot present a client certificate yet. A workspace keeps at most ${authConnectionLimits.perWorkspace}.`,
  tag: "Auth connections",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: CreateAuthConnectionBodySchema },
  responses: { 200: AuthConnectionSchema },
  errors: ["invalid_request", "forbidden"],
});
