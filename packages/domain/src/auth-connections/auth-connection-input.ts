import {
  authConnectionLimits,
  type CreateAuthConnectionBody,
  messages,
  type UpdateAuthConnectionBody,
} from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";
import type { AuthConnectionSettings, JwtSettings } from "./auth-connection-records.ts";

/** A connection's settings and its one credential in clear (sealed by the caller). */
export interface AuthConnectionInput {
  name: string;
  provider: string;
  settings: AuthConnectionSettings;
  credential: string;
}

/** A name as kept: trimmed, never blank. */
export function connectionName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.invalidField(["body", "name"], messages.authConnectionNameRequired);
  return trimmed;
}

/** RS256 when not given: a private key kept by the workspace is the usual JWT-bearer setup. */
const defaultAlgorithm = "RS256";

function jwtSettingsOf(body: {
  algorithm?: JwtSettings["algorithm"] | undefined;
  key_id?: string | undefined;
  issuer: string;
  audience: string;
  subject: string;
  expiration_seconds?: number | undefined;
  extra_params?: Record<string, string> | undefined;
}): JwtSettings {
  return {
    algorithm: body.algorithm ?? defaultAlgorithm,
    ...(body.key_id !== undefined ? { key_id: body.key_id } : {}),
    issuer: body.issuer,
    audience: body.audience,
    subject: body.subject,
    expiration_seconds: body.expiration_seconds ?? authConnectionLimits.expirationSeconds.default,
    extra_params: body.extra_params ?? {},
  };
}

/**
 * The stored shape of a new connection, defaults filled in. mTLS is refused: the webhook caller
 * cannot present a client certificate, and a connection that silently does nothing is worse.
 */
export function newConnectionInput(body: CreateAuthConnectionBody): AuthConnectionInput {
  const common = { name: connectionName(body.name), provider: body.provider };
  switch (body.auth_type) {
    case "basic_auth":
      return {
        ...common,
        settings: { auth_type: "basic_auth", username: body.username },
        credential: body.password,
      };
    case "bearer_auth":
      return { ...common, settings: { auth_type: "bearer_auth" }, credential: body.token };
    case "custom_header_auth":
      return {
        ...common,
        settings: { auth_type: "custom_header_auth", header_name: body.header_name },
        credential: body.token,
      };
    case "oauth2_client_credentials":
      return {
        ...common,
        settings: {
          auth_type: "oauth2_client_credentials",
          client_id: body.client_id,
          token_url: body.token_url,
          scopes: body.scopes ?? [],
          extra_params: body.extra_params ?? {},
          basic_auth_in_header: body.basic_auth_in_header ?? false,
          custom_headers: body.custom_headers ?? {},
        },
        credential: body.client_secret,
      };
    case "oauth2_jwt":
      return {
        ...common,
        settings: {
          auth_type: "oauth2_jwt",
          ...jwtSettingsOf(body),
          token_url: body.token_url,
          scopes: body.scopes ?? [],
          token_response_field: body.token_response_field ?? "access_token",
        },
        credential: body.secret_key,
      };
    case "private_key_jwt":
      return {
        ...common,
        settings: { auth_type: "private_key_jwt", ...jwtSettingsOf(body) },
        credential: body.secret_key,
      };
    case "mtls":
      throw DomainError.invalidField(["body", "auth_type"], messages.authConnectionTypeUnsupported("mtls"));
  }
}

/**
 * A change merged onto the stored settings: the type must be the connection's own; what is left
 * out stays; a list or record given replaces the stored one; a new credential replaces the old
 * one (undefined keeps it).
 */
export function changedConnection(
  stored: AuthConnectionSettings,
  body: UpdateAuthConnectionBody,
): { settings: AuthConnectionSettings; credential: string | undefined } {
  switch (stored.auth_type) {
    case "basic_auth":
      if (body.auth_type !== "basic_auth") break;
      return {
        settings: { ...stored, username: body.username ?? stored.username },
        credential: body.password,
      };
    case "bearer_auth":
      if (body.auth_type !== "bearer_auth") break;
      return { settings: stored, credential: body.token };
    case "oauth2_client_credentials":
      if (body.auth_type !== "oauth2_client_credentials") break;
      return {
        settings: {
          ...stored,
          client_id: body.client_id ?? stored.client_id,
          scopes: body.scopes ?? stored.scopes,
          extra_params: body.extra_params ?? stored.extra_params,
          basic_auth_in_header: body.basic_auth_in_header ?? stored.basic_auth_in_header,
          custom_headers: body.custom_headers ?? stored.custom_headers,
        },
        credential: body.client_secret,
      };
    case "oauth2_jwt":
      if (body.auth_type !== "oauth2_jwt") break;
      return {
        settings: {
          ...stored,
          algorithm: body.algorithm ?? stored.algorithm,
          ...(body.key_id !== undefined ? { key_id: body.key_id } : {}),
          issuer: body.issuer ?? stored.issuer,
          audience: body.audience ?? stored.audience,
          subject: body.subject ?? stored.subject,
          expiration_seconds: body.expiration_seconds ?? stored.expiration_seconds,
          extra_params: body.extra_params ?? stored.extra_params,
          scopes: body.scopes ?? stored.scopes,
          token_response_field: body.token_response_field ?? stored.token_response_field,
        },
        credential: body.secret_key,
      };
  }
  throw DomainError.invalidField(
    ["body", "auth_type"],
    messages.authConnectionTypeMismatch(stored.auth_type),
  );
}
