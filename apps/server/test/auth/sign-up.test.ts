import { messages, UserSchema } from "@chorus/contract";
import {
  captchaToken,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectError,
  expectFieldError,
  latestMessage,
  linkCode,
  signInOverHttp,
  signUpOverHttp,
  testPassword,
} from "./support.ts";

describe.each(databaseKinds)("pre-sign-up, sign-up and email verification on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const preSignUp = (body: Record<string, unknown>) =>
    server.request("POST", "/v1/user/pre-sign-up", { body });

  it("accepts a new address and refuses a bad email, a failed captcha and an existing account", async () => {
    const ok = await preSignUp({ email: uniqueEmail(), recaptcha_token: await captchaToken(server) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });

    // The email is checked before the captcha.
    const badEmail = await preSignUp({ email: "not-an-email", recaptcha_token: "wrong" });
    expectError(badEmail, 400, "invalid_email", messages.invalidEmail);

    const badCaptcha = await preSignUp({ email: uniqueEmail(), recaptcha_token: "wrong" });
    expectError(badCaptcha, 403, "captcha_failed", messages.recaptchaFailed);

    const existing = await createTestAccount(server);
    const taken = await preSignUp({
      email: existing.user.email.toUpperCase(),
      recaptcha_token: await captchaToken(server),
    });
    expectError(taken, 409, "account_exists", messages.accountExists);
  });

  it("signs up, emails a verification link that verifies once, and the password then signs in", async () => {
    const email = uniqueEmail("Fresh");
    const response = await server.request("POST", "/v1/auth/sign-up", {
      body: {
        email,
        password: testPassword,
        recaptcha_token: await captchaToken(server),
        locale: "de-DE",
        account_metadata: { source: "test" },
        pid: "partner-1",
        invite_code: "friend",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tokens = response.json();
    expect(tokens).toMatchObject({ status: "signed_in", user_id: expect.any(String) });
    const cookie = response.cookies.find((c) => c.name === "chorus_refresh");
    expect(cookie).toMatchObject({
      value: tokens.refresh_token,
      httpOnly: true,
      path: "/v1/auth",
      sameSite: "Lax",
    });
    expect(cookie?.secure).toBeFalsy();

    const me = UserSchema.parse(
      (await server.request("GET", "/v1/user", { token: tokens.access_token })).json(),
    );
    expect(me).toMatchObject({
      email: email.toLowerCase(),
      is_email_verified: false,
      is_onboarding_completed: false,
      is_new_user: true,
      locale: "de-DE",
      workspace_role: "owner",
    });
    const stored = await server.ports.store.users.findById(me.user_id);
    expect(stored?.accountMetadata).toEqual({ source: "test" });
    expect(stored?.signUpAttribution).toEqual({ pid: "partner-1", invite_code: "friend" });

    const mail = await latestMessage(server, email);
    expect(mail.subject).toBe("Verify your email for Chorus");
    expect(mail.body).toContain("http://chorus.test/app/action?mode=verifyEmail&oobCode=");
    expect(mail.body).toContain("lang=de-DE");
    const code = linkCode(mail.body, "verifyEmail");
    linkCode(mail.body, "optOutOfUpdates");

    const verified = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: "ok", email: email.toLowerCase() });
    const again = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: code } });
    expectError(again, 400, "invalid_code", messages.invalidLink);
    const after = (await server.request("GET", "/v1/user", { token: tokens.access_token })).json();
    expect(after.is_email_verified).toBe(true);

    const signIn = await signInOverHttp(server, email, testPassword);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      status: "signed_in",
      user_id: me.user_id,
      workspace_id: me.workspace_id,
    });
  });

  it("runs the pre-sign-up checks on sign-up and validates the password length", async () => {
    const { email } = await signUpOverHttp(server);
    const twice = await server.request("POST", "/v1/auth/sign-up", {
      body: { email, password: testPassword, recaptcha_token: await captchaToken(server) },
    });
    expectError(twice, 409, "account_exists", messages.accountExists);
    const noCaptcha = await server.request("POST", "/v1/auth/sign-up", {
      body: { email: uniqueEmail(), password: testPassword, recaptcha_token: "nope" },
    });
    expectError(noCaptcha, 403, "captcha_failed");
    const short = await server.request("POST", "/v1/auth/sign-up", {
      body: { email: uniqueEmail(), password: "short", recaptcha_token: await captchaToken(server) },
    });
    expectFieldError(short, ["body", "password"], messages.passwordTooShort);
    const long = await server.request("POST", "/v1/auth/sign-up", {
      body: { email: uniqueEmail(), password: "x".repeat(129), recaptcha_token: await captchaToken(server) },
    });
    expectFieldError(long, ["body", "password"], messages.passwordTooLong);
  });

  it("refuses an unknown verification code", async () => {
    const response = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: "made-up" } });
    expectError(response, 400, "invalid_code", messages.invalidLink);
  });
});
