export { createSecret } from "./create-secret.ts";
export { deleteSecret } from "./delete-secret.ts";
export { getSecret } from "./get-secret.ts";
export { getSecretDependencies } from "./get-secret-dependencies.ts";
export { listSecrets } from "./list-secrets.ts";
export {
  type SecretDependencies,
  SecretDependenciesSchema,
  type SecretDependencyResourceType,
  type SecretDependent,
  secretDependencyResourceTypes,
  type WorkspaceSecret,
  WorkspaceSecretSchema,
} from "./secret-schemas.ts";
export { updateSecret } from "./update-secret.ts";
