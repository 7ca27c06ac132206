import type { CreateAuthConnectionBody } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { isDomainError } from "../shared/domain-error.ts";
import { changedConnection, newConnectionInput } from "./auth-connection-input.ts";

describe("auth connection input", () => {
  it("keeps each type's one credential apart from its settings, defaults filled in", () => {
    const jwt = newConnectionInput({
      auth_type: "oauth2_jwt",
      name: " Ledger ",
      provider: "custom",
      issuer: "i",
      audience: "a",
      subject: "s",
      token_url: "https://auth.example.com/token",
      secret_key: "key",
    });
    expect(jwt).toEqual({
      name: "Ledger",
      provider: "custom",
      credential: "key",
      settings: {
        auth_type: "oauth2_jwt",
        algorithm: "RS256",
        issuer: "i",
        audience: "a",
        subject: "s",
        expiration_seconds: 3600,
        extra_params: {},
        token_url: "https://auth.example.com/token",
        scopes: [],
        token_response_field: "access_token",
      },
    });
    expect(
      newConnectionInput({
        auth_type: "basic_auth",
        name: "B",
        provider: "p",
        username: "u",
        password: "pw",
      }),
    ).toEqual({
      name: "B",
      provider: "p",
      settings: { auth_type: "basic_auth", username: "u" },
      credential: "pw",
    });
  });

  it("refuses mTLS and blank names with the field that is wrong", () => {
    const refusal = (body: CreateAuthConnectionBody) => {
      try {
        newConnectionInput(body);
      } catch (error) {
        return error instanceof Error && isDomainError(error) ? error.options.field : undefined;
      }
      return undefined;
    };
    expect(
      refusal({ auth_type: "mtls", name: "m", provider: "p", client_certificate: "c", client_key: "k" }),
    ).toEqual(["body", "auth_type"]);
    expect(refusal({ auth_type: "bearer_auth", name: "   ", provider: "p", token: "t" })).toEqual([
      "body",
      "name",
    ]);
  });

  it("merges a change onto the stored settings of the same type only", () => {
    const stored = newConnectionInput({
      auth_type: "oauth2_client_credentials",
      name: "O",
      provider: "p",
      client_id: "id",
      client_secret: "secret",
      token_url: "https://auth.example.com/token",
      scopes: ["a", "b"],
    }).settings;
    expect(changedConnection(stored, { auth_type: "oauth2_client_credentials", scopes: ["c"] })).toEqual({
      settings: { ...stored, scopes: ["c"] },
      credential: undefined,
    });
    expect(
      changedConnection(stored, { auth_type: "oauth2_client_credentials", client_secret: "new" }).credential,
    ).toBe("new");
    expect(() => changedConnection(stored, { auth_type: "bearer_auth", token: "t" })).toThrow(
      /oauth2_client_credentials/,
    );
  });
});
