import { environmentVariableLimits } from "../../catalogues/environment-variable-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  CreateEnvironmentVariableBodySchema,
  EnvironmentVariableSchema,
} from "./environment-variable-schemas.ts";

export const createEnvironmentVariable = defineOperation({
  operationId: "environmentVariables.create",
  method: "POST",
  path: "/v1/convai/environment-variables",
  summary: "Create an environment variable with a value per environment",
  description: `A \`string\` variable holds text; a \`secret\` one names a workspace secret per environment (\`{secret_id}\`, which must exist; the secret is then kept while the variable uses it). Values must include \`production\`; labels are unique in the workspace (any case); a workspace keeps at most ${environmentVariableLimits.perWorkspace}. Chorus has no auth connections yet: \`auth_connection\` variables are refused.`,
  tag: "Environment variables",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: CreateEnvironmentVariableBodySchema },
  responses: { 200: EnvironmentVariableSchema },
  errors: ["already_exists", "secret_not_found", "invalid_request", "forbidden"],
});
