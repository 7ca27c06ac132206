import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { environmentVariableLimits as limits } from "../../catalogues/environment-variable-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  EnvironmentVariableSchema,
  environmentName,
  environmentVariableTypes,
} from "./environment-variable-schemas.ts";

export const listEnvironmentVariables = defineOperation({
  operationId: "environmentVariables.list",
  method: "GET",
  path: "/v1/convai/environment-variables",
  summary: "The workspace's environment variables, newest first",
  description:
    "`label` keeps the variables whose label contains it (any case), `environment` those with a value for that environment, `type` those of one type.",
  tag: "Environment variables",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: z.coerce.number().int().min(1).max(limits.pageSize.max).default(limits.pageSize.default),
      label: z.string().max(limits.labelCharacters).optional(),
      environment: environmentName.optional(),
      type: z.enum(environmentVariableTypes).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        environment_variables: z.array(EnvironmentVariableSchema),
        next_cursor: z.string().optional(),
        has_more: z.boolean(),
      })
      .meta({ id: "EnvironmentVariablesListResponse" }),
  },
  errors: ["invalid_request"],
});
