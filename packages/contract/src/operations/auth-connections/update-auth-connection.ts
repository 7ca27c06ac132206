import { defineOperation } from "../../operation.ts";
import {
  AuthConnectionParamsSchema,
  AuthConnectionSchema,
  UpdateAuthConnectionBodySchema,
} from "./auth-connection-schemas.ts";

export const updateAuthConnection = defineOperation({
  operationId: "workspace.authConnections.update",
  method: "PATCH",
  path: "/v1/workspace/auth-connections/{auth_connection_id}",
  summary: "Change an auth connection's settings or credential",
  description:
    "`auth_type` must be the connection's own. Fields left out stay; a new credential replaces the old one, and tokens fetched with the old settings are dropped. Only the connection's creator or a workspace admin may change it.",
  tag: "Auth connections",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AuthConnectionParamsSchema, body: UpdateAuthConnectionBodySchema },
  responses: { 200: AuthConnectionSchema },
  errors: ["auth_connection_not_found", "invalid_request", "forbidden"],
});
