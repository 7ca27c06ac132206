import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue } from "../../bounds/input-limits.ts";
import { authConnectionLimits as limits } from "../../catalogues/auth-connection-limits.ts";

/**
 * Auth connections (`/v1/workspace/auth-connections`): how webhook tools and MCP servers
 * authenticate to the services they call. Told apart by `auth_type`, in the SDK's shapes
 * (`AuthConnectionsCreateRequestBody`, `…UpdateRequestBody`, `ListAuthConnectionsResponse`).
 * The credential of each type (password, token, client secret, JWT key) is written, never answered.
 */

export const AuthConnectionParamsSchema = z.object({ auth_connection_id: idValue });

const name = z.string().min(1).max(limits.nameCharacters);
const field = z.string().min(1).max(limits.fieldCharacters);
const credential = z.string().min(1).max(limits.credentialCharacters);
const url = z.url({ protocol: /^https?$/ }).max(limits.urlCharacters);
const scopes = z.array(z.string().min(1).max(limits.scopeCharacters)).max(limits.scopes);
/** Extra token-request parameters, JWT claims or token-request headers. */
const extra = boundedRecord(field, z.string().max(limits.extraValueCharacters), limits.extraEntries);
/** An HTTP header name (RFC 9110 token). */
const headerName = z
  .string()
  .min(1)
  .max(limits.fieldCharacters)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "A header name is letters, digits and !#$%&'*+.^_`|~-.");

export const jwtAlgorithms = ["HS256", "HS384", "HS512", "RS256", "RS384", "RS512"] as const;
export type JwtAlgorithm = (typeof jwtAlgorithms)[number];
const algorithm = z.enum(jwtAlgorithms);
const tokenResponseField = z.enum(["access_token", "id_token"]);
const expirationSeconds = z
  .number()
  .int()
  .min(limits.expirationSeconds.min)
  .max(limits.expirationSeconds.max);

const common = { name, provider: field };

/** The JWT fields shared by `oauth2_jwt` and `private_key_jwt`. */
const jwtFields = {
  algorithm: algorithm.optional(),
  key_id: field.optional(),
  issuer: field,
  audience: field,
  subject: field,
  expiration_seconds: expirationSeconds.optional(),
  extra_params: extra.optional(),
};

/** `AuthConnectionsCreateRequestBody`: every type the SDK can send (mTLS is refused by the domain). */
export const CreateAuthConnectionBodySchema = z.discriminatedUnion("auth_type", [
  z.object({
    auth_type: z.literal("oauth2_client_credentials"),
    ...common,
    client_id: field,
    token_url: url,
    scopes: scopes.optional(),
    extra_params: extra.optional(),
    basic_auth_in_header: z.boolean().optional(),
    client_secret: credential,
    custom_headers: boundedRecord(
      headerName,
      z.string().max(limits.extraValueCharacters),
      limits.extraEntries,
    ).optional(),
  }),
  z.object({
    auth_type: z.literal("custom_header_auth"),
    ...common,
    header_name: headerName,
    token: credential,
  }),
  z.object({ auth_type: z.literal("basic_auth"), ...common, username: field, password: credential }),
  z.object({ auth_type: z.literal("bearer_auth"), ...common, token: credential }),
  z.object({
    auth_type: z.literal("oauth2_jwt"),
    ...common,
    ...jwtFields,
    token_url: url,
    scopes: scopes.optional(),
    token_response_field: tokenResponseField.optional(),
    secret_key: credential,
  }),
  z.object({ auth_type: z.literal("private_key_jwt"), ...common, ...jwtFields, secret_key: credential }),
  z.object({
    auth_type: z.literal("mtls"),
    ...common,
    client_certificate: credential,
    client_key: credential,
    ca_certificate: credential.optional(),
    key_passphrase: credential.optional(),
  }),
]);
export type CreateAuthConnectionBody = z.output<typeof CreateAuthConnectionBodySchema>;

/**
 * `AuthConnectionsUpdateRequestBody`: the four types the SDK can change; what is left out stays,
 * a record or list given replaces the stored one. `name` is a Chorus addition (the SDK has none).
 */
export const UpdateAuthConnectionBodySchema = z.discriminatedUnion("auth_type", [
  z.object({
    auth_type: z.literal("oauth2_client_credentials"),
    name: name.optional(),
    provider: field.optional(),
    client_id: field.optional(),
    scopes: scopes.optional(),
    extra_params: extra.optional(),
    basic_auth_in_header: z.boolean().optional(),
    client_secret: credential.optional(),
    custom_headers: boundedRecord(
      headerName,
      z.string().max(limits.extraValueCharacters),
      limits.extraEntries,
    ).optional(),
  }),
  z.object({
    auth_type: z.literal("basic_auth"),
    name: name.optional(),
    provider: field.optional(),
    username: field.optional(),
    password: credential.optional(),
  }),
  z.object({
    auth_type: z.literal("bearer_auth"),
    name: name.optional(),
    provider: field.optional(),
    token: credential.optional(),
  }),
  z.object({
    auth_type: z.literal("oauth2_jwt"),
    name: name.optional(),
    provider: field.optional(),
    algorithm: algorithm.optional(),
    key_id: field.optional(),
    issuer: field.optional(),
    audience: field.optional(),
    subject: field.optional(),
    expiration_seconds: expirationSeconds.optional(),
    extra_params: extra.optional(),
    scopes: scopes.optional(),
    token_response_field: tokenResponseField.optional(),
    secret_key: credential.optional(),
  }),
]);
export type UpdateAuthConnectionBody = z.output<typeof UpdateAuthConnectionBodySchema>;

const accessLevel = z.enum(["admin", "editor", "commenter", "viewer"]);
/** `AuthConnectionDependenciesToolsItem` / `…McpServersItem`. */
const DependentSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("available"),
    id: z.string(),
    name: z.string(),
    created_at_unix_secs: z.number().int(),
    access_level: accessLevel,
  }),
  z.object({ type: z.literal("unknown"), id: z.string() }),
]);

/** `AuthConnectionDependencies`: who uses the connection. */
export const AuthConnectionDependenciesSchema = z
  .object({ tools: z.array(DependentSchema), mcp_servers: z.array(DependentSchema) })
  .meta({ id: "AuthConnectionDependencies" });

const answered = {
  name: z.string(),
  provider: z.string(),
  id: z.string(),
  used_by: AuthConnectionDependenciesSchema,
};
const jwtAnswered = {
  algorithm,
  key_id: z.string().optional(),
  issuer: z.string(),
  audience: z.string(),
  subject: z.string(),
  expiration_seconds: z.number().int(),
  extra_params: z.record(z.string(), z.string()),
};

/** An auth connection as answered: its settings without its credential. */
export const AuthConnectionSchema = z
  .discriminatedUnion("auth_type", [
    z
      .object({
        auth_type: z.literal("oauth2_client_credentials"),
        ...answered,
        client_id: z.string(),
        token_url: z.string(),
        scopes: z.array(z.string()),
        extra_params: z.record(z.string(), z.string()),
        basic_auth_in_header: z.boolean(),
        custom_headers: z.record(z.string(), z.string()),
      })
      .meta({ id: "OAuth2ClientCredsResponse" }),
    z
      .object({ auth_type: z.literal("custom_header_auth"), ...answered, header_name: z.string() })
      .meta({ id: "CustomHeaderAuthResponse" }),
    z
      .object({ auth_type: z.literal("basic_auth"), ...answered, username: z.string() })
      .meta({ id: "BasicAuthResponse" }),
    z.object({ auth_type: z.literal("bearer_auth"), ...answered }).meta({ id: "BearerAuthResponse" }),
    z
      .object({
        auth_type: z.literal("oauth2_jwt"),
        ...answered,
        ...jwtAnswered,
        token_url: z.string(),
        scopes: z.array(z.string()),
        token_response_field: tokenResponseField,
      })
      .meta({ id: "OAuth2JwtResponse" }),
    z
      .object({ auth_type: z.literal("private_key_jwt"), ...answered, ...jwtAnswered })
      .meta({ id: "PrivateKeyJwtResponse" }),
  ])
  .meta({ id: "AuthConnectionResponse" });
export type AuthConnection = z.output<typeof AuthConnectionSchema>;
