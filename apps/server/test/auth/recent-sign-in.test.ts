import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError, totpCode } from "./support.ts";

describe.each(databaseKinds)("recent sign-in and POST /v1/auth/reauthenticate on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const reauthenticate = (token: string, body: Record<string, unknown>) =>
    server.request("POST", "/v1/auth/reauthenticate", { token, body });

  it("refuses two-factor changes and other sensitive actions 6 minutes after sign-in, until reauthenticated", async () => {
    const account = await createTestAccount(server);
    const token = account.accessToken;
    server.clock.advanceMinutes(6);
    const enroll = await server.request("POST", "/v1/user/mfa/totp/enroll", { token });
    expectError(enroll, 403, "recent_sign_in_required", messages.recentLoginRequired);
    const sms = await server.request("POST", "/v1/user/mfa/sms/enroll", {
      token,
      body: { phone_number: "+14155550100" },
    });
    expectError(sms, 403, "recent_sign_in_required", messages.recentLoginRequired);
    const deletion = await server.request("POST", "/v1/user/delete", {
      token,
      body: { email_confirmation: account.user.email },
    });
    expectError(deletion, 403, "recent_sign_in_required", messages.recentLoginRequiredGeneric);

    expectFieldError(
      await reauthenticate(token, { password: "wrong password" }),
      ["body", "password"],
      messages.wrongPassword,
    );
    const ok = await reauthenticate(token, { password: account.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });
    expect((await server.request("POST", "/v1/user/mfa/totp/enroll", { token })).statusCode).toBe(200);
  });

  it("needs the second factor too once one is enrolled", async () => {
    const account = await createTestAccount(server);
    const token = account.accessToken;
    const { secret } = (await server.request("POST", "/v1/user/mfa/totp/enroll", { token })).json();
    const activate = await server.request("POST", "/v1/user/mfa/totp/activate", {
      token,
      body: { code: totpCode(server, secret) },
    });
    const backupCodes: string[] = activate.json().backup_codes;
    server.clock.advanceMinutes(6);
    const regenerate = await server.request("POST", "/v1/user/mfa/backup-codes", { token });
    expectError(regenerate, 403, "recent_sign_in_required", messages.recentLoginRequiredGeneric);

    const withoutCode = await reauthenticate(token, { password: account.password });
    expectError(withoutCode, 400, "mfa_required", messages.mfaRequired);
    expect(withoutCode.json().detail.factors).toEqual(["totp"]);
    const wrongApp = totpCode(server, secret) === "000000" ? "111111" : "000000";
    const wrongAppCode = await reauthenticate(token, { password: account.password, code: wrongApp });
    expectError(wrongAppCode, 400, "invalid_mfa_code", messages.codeIncorrect);
    const wrongBackup = await reauthenticate(token, { password: account.password, code: "abcde-fghjk" });
    expectError(wrongBackup, 400, "invalid_backup_code", messages.invalidBackupCode);
    expect(
      (await reauthenticate(token, { password: account.password, code: backupCodes[0]! })).statusCode,
    ).toBe(200);

    const regenerated = await server.request("POST", "/v1/user/mfa/backup-codes", { token });
    expect(regenerated.statusCode).toBe(200);
    const fresh: string[] = regenerated.json().backup_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[1]);

    server.clock.advanceMinutes(6);
    expectError(
      await server.request("DELETE", "/v1/user/mfa/totp", { token }),
      403,
      "recent_sign_in_required",
    );
    const withCode = await reauthenticate(token, {
      password: account.password,
      code: totpCode(server, secret),
    });
    expect(withCode.statusCode).toBe(200);
    expect((await server.request("DELETE", "/v1/user/mfa/totp", { token })).statusCode).toBe(200);
  });
});
