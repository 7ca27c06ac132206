import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { PostWorkspaceSecretResponseSchema, secretName, secretValue } from "./secret-schemas.ts";

export const createSecret = defineOperation({
  operationId: "conversationalAi.secrets.create",
  method: "POST",
  path: "/v1/convai/secrets",
  summary: "Store a secret for the workspace's agents",
  description:
    "The value is encrypted at rest and never answered again, by this or any other call. Names are unique in the workspace (any case).",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    // `type: "new"` is what the hosted API's request model carries; the SDK does not send it.
    body: z.object({ type: z.literal("new").optional(), name: secretName, value: secretValue }),
  },
  responses: { 200: PostWorkspaceSecretResponseSchema },
  errors: ["already_exists", "invalid_request", "forbidden"],
});
