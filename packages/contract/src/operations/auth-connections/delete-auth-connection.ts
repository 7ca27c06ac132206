import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AuthConnectionParamsSchema } from "./auth-connection-schemas.ts";

export const deleteAuthConnection = defineOperation({
  operationId: "workspace.authConnections.delete",
  method: "DELETE",
  path: "/v1/workspace/auth-connections/{auth_connection_id}",
  summary: "Delete an auth connection nothing uses",
  description:
    "A connection a tool still uses is kept: 409 auth_connection_in_use, saying how many use it. Only the connection's creator or a workspace admin may delete it.",
  tag: "Auth connections",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AuthConnectionParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["auth_connection_not_found", "auth_connection_in_use", "forbidden"],
});
