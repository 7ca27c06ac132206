export { createEnvironmentVariable } from "./create-environment-variable.ts";
export {
  type EnvironmentVariable,
  EnvironmentVariableSchema,
  type EnvironmentVariableType,
  environmentVariableTypes,
} from "./environment-variable-schemas.ts";
export { getEnvironmentVariable } from "./get-environment-variable.ts";
export { listEnvironmentVariables } from "./list-environment-variables.ts";
export { updateEnvironmentVariable } from "./update-environment-variable.ts";
