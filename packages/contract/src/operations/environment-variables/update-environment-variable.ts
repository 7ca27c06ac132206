import { defineOperation } from "../../operation.ts";
import {
  EnvironmentVariableParamsSchema,
  EnvironmentVariableSchema,
  UpdateEnvironmentVariableBodySchema,
} from "./environment-variable-schemas.ts";

export const updateEnvironmentVariable = defineOperation({
  operationId: "environmentVariables.update",
  method: "PATCH",
  path: "/v1/convai/environment-variables/{env_var_id}",
  summary: "Replace some of an environment variable's values",
  description:
    "Environments given are set, `null` removes one (never `production`), the others stay. Values have the variable's type: text for a string variable, `{secret_id}` of an existing secret for a secret one.",
  tag: "Environment variables",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: EnvironmentVariableParamsSchema, body: UpdateEnvironmentVariableBodySchema },
  responses: { 200: EnvironmentVariableSchema },
  errors: ["environment_variable_not_found", "secret_not_found", "invalid_request", "forbidden"],
});
