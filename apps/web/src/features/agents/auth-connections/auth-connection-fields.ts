import { type CreateAuthConnectionBody, jwtAlgorithms } from "@chorus/contract";

/** The types the form offers (mTLS is refused by the server). */
export const formAuthTypes = [
  "bearer_auth",
  "basic_auth",
  "custom_header_auth",
  "oauth2_client_credentials",
  "oauth2_jwt",
  "private_key_jwt",
] as const;
export type FormAuthType = (typeof formAuthTypes)[number];

/** The wire names of the form's fields (each has its label under `authConnections.fields`). */
export type FieldKey =
  | "token"
  | "username"
  | "password"
  | "header_name"
  | "token_url"
  | "client_id"
  | "client_secret"
  | "scopes"
  | "algorithm"
  | "key_id"
  | "issuer"
  | "audience"
  | "subject"
  | "expiration_seconds"
  | "secret_key";

/** A field of the form: its wire name, how it is typed in, and whether it may stay empty. */
export interface ConnectionField {
  key: FieldKey;
  kind: "text" | "secret" | "key" | "url" | "number" | "algorithm";
  optional?: boolean;
}

const jwt: ConnectionField[] = [
  { key: "algorithm", kind: "algorithm" },
  { key: "key_id", kind: "text", optional: true },
  { key: "issuer", kind: "text" },
  { key: "audience", kind: "text" },
  { key: "subject", kind: "text" },
  { key: "expiration_seconds", kind: "number", optional: true },
];

/** The fields each type asks for, in order; the credential is write-only. */
export const fieldsOf: Record<FormAuthType, ConnectionField[]> = {
  bearer_auth: [{ key: "token", kind: "secret" }],
  basic_auth: [
    { key: "username", kind: "text" },
    { key: "password", kind: "secret" },
  ],
  custom_header_auth: [
    { key: "header_name", kind: "text" },
    { key: "token", kind: "secret" },
  ],
  oauth2_client_credentials: [
    { key: "token_url", kind: "url" },
    { key: "client_id", kind: "text" },
    { key: "client_secret", kind: "secret" },
    { key: "scopes", kind: "text", optional: true },
  ],
  oauth2_jwt: [
    { key: "token_url", kind: "url" },
    ...jwt,
    { key: "scopes", kind: "text", optional: true },
    { key: "secret_key", kind: "key" },
  ],
  private_key_jwt: [...jwt, { key: "secret_key", kind: "key" }],
};

/** The request body of a filled form: scopes are typed space-separated, empty optional fields left out. */
export function bodyOf(
  type: FormAuthType,
  name: string,
  values: Record<string, string>,
): CreateAuthConnectionBody {
  const text = (key: string) => values[key]?.trim() ?? "";
  const given = (key: string) => (text(key) ? { [key]: text(key) } : {});
  const scopes = text("scopes") ? { scopes: text("scopes").split(/\s+/) } : {};
  const common = { name: name.trim(), provider: "custom" };
  const jwtBody = {
    algorithm: jwtAlgorithms.find((algorithm) => algorithm === text("algorithm")) ?? "RS256",
    ...given("key_id"),
    issuer: text("issuer"),
    audience: text("audience"),
    subject: text("subject"),
    ...(text("expiration_seconds") ? { expiration_seconds: Number(text("expiration_seconds")) } : {}),
    secret_key: values.secret_key ?? "",
  };
  switch (type) {
    case "bearer_auth":
      return { auth_type: type, ...common, token: values.token ?? "" };
    case "basic_auth":
      return { auth_type: type, ...common, username: text("username"), password: values.password ?? "" };
    case "custom_header_auth":
      return { auth_type: type, ...common, header_name: text("header_name"), token: values.token ?? "" };
    case "oauth2_client_credentials":
      return {
        auth_type: type,
        ...common,
        token_url: text("token_url"),
        client_id: text("client_id"),
        client_secret: values.client_secret ?? "",
        ...scopes,
      };
    case "oauth2_jwt":
      return { auth_type: type, ...common, ...jwtBody, token_url: text("token_url"), ...scopes };
    case "private_key_jwt":
      return { auth_type: type, ...common, ...jwtBody };
  }
}
