import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError, latestMessage, linkCode, signInOverHttp } from "./support.ts";

describe.each(databaseKinds)("password reset on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const askForReset = (email: string) =>
    server.request("POST", "/v1/user/send-password-reset-email", { body: { email } });
  const reset = (oobCode: string, password: string, repeat = password) =>
    server.request("POST", "/v1/auth/reset-password", {
      body: { oob_code: oobCode, new_password: password, new_password_repeat: repeat },
    });

  it("answers ok for an unknown address without sending anything", async () => {
    const email = uniqueEmail("ghost");
    const response = await askForReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(await server.ports.store.outbox.list({ recipient: email, limit: 5 })).toHaveLength(0);
  });

  it("resets the password with the mailed link, once, and signs out every session", async () => {
    const account = await createTestAccount(server);
    expect((await askForReset(account.user.email)).json()).toEqual({ status: "ok" });
    const mail = await latestMessage(server, account.user.email);
    expect(mail.subject).toBe("Reset your Chorus password");
    expect(mail.body).not.toContain("optOutOfUpdates");
    const code = linkCode(mail.body, "resetPassword");

    expectFieldError(
      await reset(code, "brand new password", "something else"),
      ["body", "new_password_repeat"],
      messages.passwordsDoNotMatch,
    );
    expectFieldError(await reset(code, "short"), ["body", "new_password"], messages.passwordTooShort);

    const ok = await reset(code, "brand new password");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });
    expectError(
      await server.request("GET", "/v1/user", { token: account.accessToken }),
      401,
      "session_expired",
    );
    const refresh = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: account.refreshToken },
    });
    expectError(refresh, 401, "session_expired");
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      401,
      "invalid_credentials",
    );
    expect((await signInOverHttp(server, account.user.email, "brand new password")).statusCode).toBe(200);
    expectError(await reset(code, "another password"), 400, "invalid_code", messages.invalidLink);
  });

  it("only the newest link works, and it expires after an hour", async () => {
    const account = await createTestAccount(server);
    await askForReset(account.user.email);
    const first = linkCode((await latestMessage(server, account.user.email)).body, "resetPassword");
    await askForReset(account.user.email);
    const second = linkCode((await latestMessage(server, account.user.email)).body, "resetPassword");
    expectError(await reset(first, "brand new password"), 400, "invalid_code");
    server.clock.advanceMinutes(61);
    expectError(await reset(second, "brand new password"), 400, "invalid_code", messages.invalidLink);
  });

  it("lifts a sign-in block", async () => {
    const account = await createTestAccount(server);
    for (let i = 0; i < 5; i++) await signInOverHttp(server, account.user.email, `wrong ${i}`);
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      429,
      "too_many_sign_in_attempts",
    );
    await askForReset(account.user.email);
    const code = linkCode((await latestMessage(server, account.user.email)).body, "resetPassword");
    expect((await reset(code, "brand new password")).statusCode).toBe(200);
    expect((await signInOverHttp(server, account.user.email, "brand new password")).statusCode).toBe(200);
  });
});
