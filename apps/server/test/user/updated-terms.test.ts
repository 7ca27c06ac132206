import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOverHttp } from "../auth/support.ts";

describe.each(databaseKinds)("updated Terms of Use on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TERMS_VERSION: "2026-11-01" });
  });
  afterAll(async () => server?.close());

  const showTerms = async (token: string) =>
    (await server.request("GET", "/v1/user", { token })).json().show_compliance_terms;

  it("asks nobody who signed up under the terms in effect, and everyone again once they change", async () => {
    const { tokens } = await signUpOverHttp(server);
    expect(await showTerms(tokens.access_token)).toBe(false);

    // The operator sets a later TERMS_VERSION (what a restart with the new setting does).
    server.ports.settings.termsVersion = "2027-01-15";
    try {
      expect(await showTerms(tokens.access_token)).toBe(true);
      const accepted = await server.request("POST", "/v1/user/accept-terms", { token: tokens.access_token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ status: "ok" });
      expect(await showTerms(tokens.access_token)).toBe(false);
      // Accepting again changes nothing and is not an error.
      expect(
        (await server.request("POST", "/v1/user/accept-terms", { token: tokens.access_token })).statusCode,
      ).toBe(200);
      // Someone signing up now agrees to the new terms by doing so.
      const newcomer = await signUpOverHttp(server);
      expect(await showTerms(newcomer.tokens.access_token)).toBe(false);
    } finally {
      server.ports.settings.termsVersion = "2026-11-01";
    }
  });

  it("asks accounts from before the terms were recorded", async () => {
    const { tokens } = await signUpOverHttp(server);
    const { user_id: userId } = (
      await server.request("GET", "/v1/user", { token: tokens.access_token })
    ).json();
    await server.ports.store.users.update(userId, { acceptedTermsVersion: null });
    expect(await showTerms(tokens.access_token)).toBe(true);
  });
});
