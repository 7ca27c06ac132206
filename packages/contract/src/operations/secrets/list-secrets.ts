import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { secretLimits } from "../../catalogues/secret-limits.ts";
import { defineOperation } from "../../operation.ts";
import { WorkspaceSecretSchema } from "./secret-schemas.ts";

export const listSecrets = defineOperation({
  operationId: "conversationalAi.secrets.list",
  method: "GET",
  path: "/v1/convai/secrets",
  summary: "The workspace's secrets (names and who uses them, never values), by name",
  description:
    "Without page_size, every secret of the workspace. `search` keeps the secrets whose names start with it (any case).",
  tag: "Secrets",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      page_size: z.coerce.number().int().min(1).max(secretLimits.pageSize.max).optional(),
      dependency_limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(secretLimits.dependencyLimit.max)
        .default(secretLimits.dependencyLimit.default),
      search: z.string().max(secretLimits.searchCharacters).optional(),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({ secrets: z.array(WorkspaceSecretSchema), next_cursor: z.string().optional() })
      .meta({ id: "GetWorkspaceSecretsResponseModel" }),
  },
  errors: ["invalid_request"],
});
