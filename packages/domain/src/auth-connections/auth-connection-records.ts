import type { JwtAlgorithm } from "@chorus/contract";
import type { SealedValue } from "../ports/secret-cipher.ts";

/** The JWT settings of `oauth2_jwt` and `private_key_jwt` connections (defaults filled in). */
export interface JwtSettings {
  algorithm: JwtAlgorithm;
  key_id?: string;
  issuer: string;
  audience: string;
  subject: string;
  expiration_seconds: number;
  /** Further claims of the JWT. */
  extra_params: Record<string, string>;
}

/**
 * What a connection keeps besides its credential, in wire names (answered as stored). Every
 * supported type has exactly one credential (password, token, client secret or JWT key), sealed
 * apart in `credential`.
 */
export type AuthConnectionSettings =
  | { auth_type: "basic_auth"; username: string }
  | { auth_type: "bearer_auth" }
  | { auth_type: "custom_header_auth"; header_name: string }
  | {
      auth_type: "oauth2_client_credentials";
      client_id: string;
      token_url: string;
      scopes: string[];
      /** Further form fields of the token request. */
      extra_params: Record<string, string>;
      /** The client id and secret go as HTTP Basic instead of form fields. */
      basic_auth_in_header: boolean;
      /** Headers of the token request. */
      custom_headers: Record<string, string>;
    }
  | ({
      auth_type: "oauth2_jwt";
      token_url: string;
      scopes: string[];
      token_response_field: "access_token" | "id_token";
    } & JwtSettings)
  | ({ auth_type: "private_key_jwt" } & JwtSettings);

export type AuthType = AuthConnectionSettings["auth_type"];

/** A workspace auth connection (`/v1/workspace/auth-connections`). */
export interface AuthConnectionRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change or delete it. */
  createdByUserId: string;
  name: string;
  provider: string;
  settings: AuthConnectionSettings;
  /** The type's one credential, sealed to this row; never answered. */
  credential: SealedValue;
  createdAt: Date;
  updatedAt: Date;
}
