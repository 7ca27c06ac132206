export { secretIdsOfAgentConfig } from "./agent-secret-references.ts";
export { assertSecretsExist, withSecretsHeld } from "./hold-secrets.ts";
export { readSecretValue } from "./read-secret-value.ts";
export type { WorkspaceSecretRecord } from "./secret-records.ts";
export {
  findSecretDependents,
  type SecretDependent,
  type SecretDependentKind,
  type SecretReference,
  type SecretReferenceSource,
  secretReferenceSources,
} from "./secret-references.ts";
export {
  getSecret,
  listSecretDependencies,
  listSecrets,
  type SecretUsage,
  type SecretWithUsage,
} from "./secret-usage.ts";
export { createSecret, deleteSecret, newSecretId, updateSecret } from "./workspace-secrets.ts";
