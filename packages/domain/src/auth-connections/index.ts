export type { AuthConnectionRecord, AuthConnectionSettings, AuthType } from "./auth-connection-records.ts";
export {
  type AuthConnectionDependent,
  type AuthConnectionReferenceSource,
  authConnectionReferenceSources,
  findAuthConnectionDependents,
} from "./auth-connection-references.ts";
export type { AuthorizationFailure, AuthorizationHeadersResult } from "./auth-failure.ts";
export { authorizationHeaders } from "./authorization-headers.ts";
export { type AuthConnectionWithUsage, listAuthConnections, withUsage } from "./list-auth-connections.ts";
export {
  createAuthConnection,
  deleteAuthConnection,
  newAuthConnectionId,
  updateAuthConnection,
} from "./workspace-auth-connections.ts";
