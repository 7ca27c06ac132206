import { describe, expect, it } from "vitest";
import { oauthErrorCode, tokenOfAnswer, unknownLifetimeSeconds, usableUntil } from "./token-lifetime.ts";

describe("token lifetimes", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("uses a token until a margin before it expires: a fifth of its life, at most 30 s", () => {
    expect(usableUntil(now, 3600).getTime() - now.getTime()).toBe(3_570_000);
    expect(usableUntil(now, 100).getTime() - now.getTime()).toBe(80_000);
    expect(usableUntil(now, 0).getTime()).toBe(now.getTime());
  });

  it("reads the token and expires_in of a token endpoint's answer", () => {
    expect(tokenOfAnswer({ access_token: "t", expires_in: 120 }, "access_token")).toEqual({
      token: "t",
      lifetimeSeconds: 120,
    });
    expect(tokenOfAnswer({ access_token: "t", expires_in: "90" }, "access_token")).toEqual({
      token: "t",
      lifetimeSeconds: 90,
    });
    expect(tokenOfAnswer({ access_token: "t" }, "access_token")).toEqual({
      token: "t",
      lifetimeSeconds: unknownLifetimeSeconds,
    });
    expect(tokenOfAnswer({ access_token: "t", id_token: "i", expires_in: -1 }, "id_token")).toEqual({
      token: "i",
      lifetimeSeconds: unknownLifetimeSeconds,
    });
    for (const answer of [
      undefined,
      null,
      [],
      "t",
      { access_token: "" },
      { access_token: 5 },
      { id_token: "i" },
    ])
      expect(tokenOfAnswer(answer, "access_token")).toBeUndefined();
  });

  it("keeps an OAuth2 error code, never free text from the endpoint", () => {
    expect(oauthErrorCode('{"error":"invalid_client","error_description":"secret s3cr3t is wrong"}')).toBe(
      "invalid_client",
    );
    expect(oauthErrorCode('{"error":"the secret s3cr3t is wrong"}')).toBeUndefined();
    expect(oauthErrorCode("not json")).toBeUndefined();
    expect(oauthErrorCode("null")).toBeUndefined();
  });
});
