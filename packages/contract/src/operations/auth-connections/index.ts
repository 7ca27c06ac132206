export {
  type AuthConnection,
  AuthConnectionSchema,
  type CreateAuthConnectionBody,
  type JwtAlgorithm,
  jwtAlgorithms,
  type UpdateAuthConnectionBody,
} from "./auth-connection-schemas.ts";
export { createAuthConnection } from "./create-auth-connection.ts";
export { deleteAuthConnection } from "./delete-auth-connection.ts";
export { listAuthConnections } from "./list-auth-connections.ts";
export { updateAuthConnection } from "./update-auth-connection.ts";
