import { messages } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signInOverHttp, totpCode } from "./support.ts";

describe.each(databaseKinds)("authenticator-app (TOTP) two-factor authentication on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** A signed-in account with an activated authenticator app. */
  async function enrolled(): Promise<{ account: TestAccount; secret: string; backupCodes: string[] }> {
    const account = await createTestAccount(server);
    const enroll = await server.request("POST", "/v1/user/mfa/totp/enroll", { token: account.accessToken });
    expect(enroll.statusCode, enroll.body).toBe(200);
    const { secret } = enroll.json();
    const activate = await server.request("POST", "/v1/user/mfa/totp/activate", {
      token: account.accessToken,
      body: { code: totpCode(server, secret) },
    });
    expect(activate.statusCode, activate.body).toBe(200);
    return { account, secret, backupCodes: activate.json().backup_codes };
  }

  async function challenge(account: TestAccount): Promise<string> {
    const response = await signInOverHttp(server, account.user.email, account.password);
    expect(response.json()).toMatchObject({ status: "mfa_required", factors: ["totp"] });
    return response.json().mfa_token;
  }
  const finish = (mfaToken: string, method: string, code: string) =>
    server.request("POST", "/v1/auth/sign-in/mfa", { body: { mfa_token: mfaToken, method, code } });

  it("enrols: a secret and QR code first, active only after a right code, with ten backup codes", async () => {
    const account = await createTestAccount(server);
    const status = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(status.json()).toEqual({
      totp_enabled: false,
      sms_enabled: false,
      sms_phone_hint: null,
      backup_codes_remaining: 0,
    });
    const enroll = await server.request("POST", "/v1/user/mfa/totp/enroll", { token: account.accessToken });
    const body = enroll.json();
    expect(body.secret).toMatch(/^[A-Z2-7]+$/);
    expect(body.otpauth_uri).toContain(`secret=${body.secret}`);
    expect(body.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    // Not active yet: the password alone still signs in.
    expect((await signInOverHttp(server, account.user.email, account.password)).json().status).toBe(
      "signed_in",
    );

    const wrong = await server.request("POST", "/v1/user/mfa/totp/activate", {
      token: account.accessToken,
      body: { code: "000000" === totpCode(server, body.secret) ? "111111" : "000000" },
    });
    expectError(wrong, 400, "invalid_mfa_code", messages.codeIncorrect);
    const activate = await server.request("POST", "/v1/user/mfa/totp/activate", {
      token: account.accessToken,
      body: { code: totpCode(server, body.secret) },
    });
    const codes: string[] = activate.json().backup_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(after.json()).toMatchObject({ totp_enabled: true, backup_codes_remaining: 10 });
    const me = await server.request("GET", "/v1/user", { token: account.accessToken });
    expect(me.json().mfa_factors).toEqual(["totp"]);
  });

  it("then needs a code at sign-in: a wrong one is refused, the right one signs in", async () => {
    const { account, secret } = await enrolled();
    const mfaToken = await challenge(account);
    expectError(await finish(mfaToken, "totp", "12345x"), 400, "invalid_mfa_code", messages.codeIncorrect);
    const ok = await finish(mfaToken, "totp", totpCode(server, secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "signed_in", user_id: account.user.id });
    expect(ok.cookies.find((c) => c.name === "chorus_refresh")).toBeDefined();
    expectError(await finish("forged.token.here", "totp", totpCode(server, secret)), 401, "unauthorized");
  });

  it("accepts a backup code once", async () => {
    const { account, backupCodes } = await enrolled();
    const code = backupCodes[0]!;
    expect((await finish(await challenge(account), "backup_code", code.toUpperCase())).statusCode).toBe(200);
    const again = await finish(await challenge(account), "backup_code", code);
    expectError(again, 400, "invalid_backup_code", messages.invalidBackupCode);
    const status = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(status.json().backup_codes_remaining).toBe(9);
  });

  it("refuses every attempt for 15 minutes after 5 wrong codes", async () => {
    const { account, secret } = await enrolled();
    const mfaToken = await challenge(account);
    for (let i = 0; i < 5; i++) {
      expectError(await finish(mfaToken, "totp", "abcdef"), 400, "invalid_mfa_code");
    }
    const blocked = await finish(mfaToken, "totp", totpCode(server, secret));
    expectError(blocked, 429, "too_many_attempts", messages.tooManyAttempts);
    // A fresh password step does not reset the count.
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      429,
      "too_many_sign_in_attempts",
    );
    server.clock.advanceMinutes(16);
    expect((await finish(await challenge(account), "totp", totpCode(server, secret))).statusCode).toBe(200);
  });

  it("removes the authenticator app (password alone signs in again) and is refused to API keys", async () => {
    const { account } = await enrolled();
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    expectError(await server.request("GET", "/v1/user/mfa", { apiKey: key.secret }), 403, "forbidden");
    expectError(
      await server.request("DELETE", "/v1/user/mfa/totp", { apiKey: key.secret }),
      403,
      "forbidden",
    );
    const removed = await server.request("DELETE", "/v1/user/mfa/totp", { token: account.accessToken });
    expect(removed.statusCode).toBe(200);
    expect((await signInOverHttp(server, account.user.email, account.password)).json().status).toBe(
      "signed_in",
    );
    const status = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(status.json()).toMatchObject({ totp_enabled: false, backup_codes_remaining: 0 });
    expectError(
      await server.request("DELETE", "/v1/user/mfa/totp", { token: account.accessToken }),
      400,
      "invalid_request",
      messages.mfaNotEnabled,
    );
  });
});
