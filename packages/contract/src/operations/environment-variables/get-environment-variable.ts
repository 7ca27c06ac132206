import { defineOperation } from "../../operation.ts";
import {
  EnvironmentVariableParamsSchema,
  EnvironmentVariableSchema,
} from "./environment-variable-schemas.ts";

export const getEnvironmentVariable = defineOperation({
  operationId: "environmentVariables.get",
  method: "GET",
  path: "/v1/convai/environment-variables/{env_var_id}",
  summary: "An environment variable and its values",
  description: "A secret variable's values are the secrets' ids, never their values.",
  tag: "Environment variables",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: EnvironmentVariableParamsSchema },
  responses: { 200: EnvironmentVariableSchema },
  errors: ["environment_variable_not_found"],
});
