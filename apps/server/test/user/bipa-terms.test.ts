import { messages } from "@chorus/contract";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signUpOverHttp } from "../auth/support.ts";

describe.each(databaseKinds)("biometric (BIPA) terms from trusted geo headers on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      GEO_COUNTRY_HEADER: "x-geo-country",
      GEO_REGION_HEADER: "x-geo-region",
      GEO_CITY_HEADER: "x-geo-city",
    });
  });
  afterAll(async () => server?.close());

  const accept = (token: string) => server.request("POST", "/v1/user/accept-bipa-terms", { token });

  it("asks people signing up from Illinois to accept the terms, and records the acceptance", async () => {
    const { tokens } = await signUpOverHttp(server, {
      headers: { "x-geo-country": "us", "x-geo-region": "il", "x-geo-city": "Chicago" },
    });
    const before = (await server.request("GET", "/v1/user", { token: tokens.access_token })).json();
    expect(before).toMatchObject({
      geo_location: { country: "us", region: "il", city: "Chicago" },
      requires_bipa_terms: true,
      accepted_bipa_terms: false,
    });
    const response = await accept(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    const after = (await server.request("GET", "/v1/user", { token: tokens.access_token })).json();
    expect(after.accepted_bipa_terms).toBe(true);
  });

  it("refuses acceptance from people the terms do not apply to", async () => {
    const elsewhere = await signUpOverHttp(server, {
      headers: { "x-geo-country": "US", "x-geo-region": "CA" },
    });
    const user = (await server.request("GET", "/v1/user", { token: elsewhere.tokens.access_token })).json();
    expect(user.requires_bipa_terms).toBe(false);
    expectError(
      await accept(elsewhere.tokens.access_token),
      400,
      "invalid_request",
      messages.bipaNotRequired,
    );
    const unknown = await signUpOverHttp(server);
    expectError(await accept(unknown.tokens.access_token), 400, "invalid_request", messages.bipaNotRequired);
  });
});
