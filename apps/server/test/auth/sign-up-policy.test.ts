import { messages } from "@chorus/contract";
import { newId } from "@chorus/domain";
import {
  captchaToken,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "./support.ts";

describe.each(databaseKinds)("sign-up restrictions (country, allow-list, invites) on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      GEO_COUNTRY_HEADER: "x-test-country",
      SIGNUP_RESTRICTED_COUNTRIES: "kp,ir",
      SIGNUP_ALLOWLIST: "@allowed.test,VIP@example.com",
    });
  });
  afterAll(async () => server?.close());

  const preSignUp = async (email: string, headers: Record<string, string> = {}, token?: string) =>
    server.request("POST", "/v1/user/pre-sign-up", {
      body: { email, recaptcha_token: token ?? (await captchaToken(server)) },
      headers,
    });

  it("refuses sign-up from a restricted country, after the captcha check", async () => {
    const restricted = await preSignUp("someone@allowed.test", { "x-test-country": "KP" });
    expectError(restricted, 403, "restricted_country", messages.restrictedCountry);
    const captchaFirst = await preSignUp("someone@allowed.test", { "x-test-country": "KP" }, "bad");
    expectError(captchaFirst, 403, "captcha_failed", messages.recaptchaFailed);
    const signUp = await server.request("POST", "/v1/auth/sign-up", {
      body: {
        email: "other@allowed.test",
        password: "long enough pw",
        recaptcha_token: await captchaToken(server),
      },
      headers: { "x-test-country": "ir" },
    });
    expectError(signUp, 403, "restricted_country");
    expect(await server.ports.store.users.findByEmail("other@allowed.test")).toBeUndefined();
  });

  it("lets in only allow-listed addresses and domains", async () => {
    expect((await preSignUp(`a${Date.now()}@allowed.test`, { "x-test-country": "DE" })).statusCode).toBe(200);
    expect((await preSignUp("vip@example.com")).statusCode).toBe(200);
    const outsider = await preSignUp(uniqueEmail());
    expectError(outsider, 403, "email_not_allowlisted", messages.emailNotAllowlisted);
    const lookalike = await preSignUp("vip@allowed.test.evil.com");
    expectError(lookalike, 403, "email_not_allowlisted");
  });

  it("lets someone with a pending workspace invite sign up although not allow-listed", async () => {
    const inviter = await createTestAccount(server, { email: `boss${Date.now()}@allowed.test` });
    const invited = uniqueEmail("invited");
    expectError(await preSignUp(invited), 403, "email_not_allowlisted");
    await server.ports.store.invites.insert({
      id: newId(),
      workspaceId: inviter.workspace.id,
      email: invited,
      role: "editor",
      invitedByUserId: inviter.user.id,
    });
    expect((await preSignUp(invited)).statusCode).toBe(200);
    const signUp = await server.request("POST", "/v1/auth/sign-up", {
      body: { email: invited, password: "long enough pw", recaptcha_token: await captchaToken(server) },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
  });
});
