import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AuthConnectionSchema } from "./auth-connection-schemas.ts";

export const listAuthConnections = defineOperation({
  operationId: "workspace.authConnections.list",
  method: "GET",
  path: "/v1/workspace/auth-connections",
  summary: "The workspace's auth connections (settings and users, never credentials)",
  description: "Every connection of the workspace, newest first, each with the tools that use it.",
  tag: "Auth connections",
  auth: { kind: "any", permission: "convai_read" },
  responses: {
    200: z
      .object({ auth_connections: z.array(AuthConnectionSchema) })
      .meta({ id: "ListAuthConnectionsResponse" }),
  },
  errors: [],
});
