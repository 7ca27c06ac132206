import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { secretLimits } from "../../catalogues/secret-limits.ts";
import { defineOperation } from "../../operation.ts";
import { SecretDependenciesPageSchema, secretDependencyResourceTypes } from "./secret-schemas.ts";

export const getSecretDependencies = defineOperation({
  operationId: "conversationalAi.secrets.getDependencies",
  method: "GET",
  path: "/v1/convai/secrets/{secret_id}/dependencies/{resource_type}",
  summary: "The resources of one kind that use a secret, a page at a time",
  description:
    "Newest first. `mcp_servers` is a Chorus addition to the SDK's tools, agents and phone_numbers.",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: z.object({ secret_id: idValue, resource_type: z.enum(secretDependencyResourceTypes) }),
    query: z.object({
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(secretLimits.dependenciesPageSize.max)
        .default(secretLimits.dependenciesPageSize.default),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: { 200: SecretDependenciesPageSchema },
  errors: ["secret_not_found", "invalid_request"],
});
