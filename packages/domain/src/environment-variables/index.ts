export type { EnvironmentValue, EnvironmentVariableRecord } from "./environment-variable-records.ts";
export {
  createEnvironmentVariable,
  type EnvironmentValueInput,
  getEnvironmentVariable,
  listEnvironmentVariables,
  updateEnvironmentVariable,
} from "./environment-variables.ts";
export { readEnvironmentVariable } from "./read-environment-variable.ts";
