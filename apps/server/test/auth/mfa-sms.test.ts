import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError, latestMessage, signInOverHttp, sixDigitCode } from "./support.ts";

let phoneCounter = 0;
const uniquePhone = () => `+1415555${String(1000 + (++phoneCounter % 9000)).padStart(4, "0")}`;

describe.each(databaseKinds)("SMS two-factor authentication on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function enrolled(): Promise<{ account: TestAccount; phone: string }> {
    const account = await createTestAccount(server);
    const phone = uniquePhone();
    const enroll = await server.request("POST", "/v1/user/mfa/sms/enroll", {
      token: account.accessToken,
      body: { phone_number: phone },
    });
    expect(enroll.statusCode, enroll.body).toBe(200);
    const code = sixDigitCode((await latestMessage(server, phone)).body);
    const activate = await server.request("POST", "/v1/user/mfa/sms/activate", {
      token: account.accessToken,
      body: { code },
    });
    expect(activate.statusCode, activate.body).toBe(200);
    expect(activate.json().backup_codes).toHaveLength(10);
    return { account, phone };
  }

  it("enrols a phone with the texted code and shows only its last digits", async () => {
    const account = await createTestAccount(server);
    const invalid = await server.request("POST", "/v1/user/mfa/sms/enroll", {
      token: account.accessToken,
      body: { phone_number: "0415 555 0123" },
    });
    expectFieldError(invalid, ["body", "phone_number"], messages.invalidPhoneNumber);
    const phone = uniquePhone();
    await server.request("POST", "/v1/user/mfa/sms/enroll", {
      token: account.accessToken,
      body: { phone_number: phone },
    });
    const sms = await latestMessage(server, phone);
    expect(sms.channel).toBe("sms");
    const code = sixDigitCode(sms.body);
    const wrong = await server.request("POST", "/v1/user/mfa/sms/activate", {
      token: account.accessToken,
      body: { code: code === "000000" ? "111111" : "000000" },
    });
    expectError(wrong, 400, "invalid_mfa_code", messages.codeIncorrect);
    const ok = await server.request("POST", "/v1/user/mfa/sms/activate", {
      token: account.accessToken,
      body: { code },
    });
    expect(ok.statusCode).toBe(200);
    const status = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(status.json()).toEqual({
      totp_enabled: false,
      sms_enabled: true,
      sms_phone_hint: `•••• ${phone.slice(-4)}`,
      backup_codes_remaining: 10,
    });
  });

  it("signs in with a code texted on request", async () => {
    const { account, phone } = await enrolled();
    const signIn = await signInOverHttp(server, account.user.email, account.password);
    expect(signIn.json()).toMatchObject({ status: "mfa_required", factors: ["sms"] });
    const mfaToken = signIn.json().mfa_token;
    const early = await server.request("POST", "/v1/auth/sign-in/mfa", {
      body: { mfa_token: mfaToken, method: "sms", code: "123456" },
    });
    expectError(early, 400, "invalid_request", messages.smsCodeNotRequested);

    const send = await server.request("POST", "/v1/auth/sign-in/mfa/send-sms", {
      body: { mfa_token: mfaToken },
    });
    expect(send.statusCode, send.body).toBe(200);
    const sms = await latestMessage(server, phone);
    expect(sms.body).toContain("sign-in code");
    const code = sixDigitCode(sms.body);
    // A second text within 30 seconds is refused, so the endpoint cannot flood a phone.
    const flood = await server.request("POST", "/v1/auth/sign-in/mfa/send-sms", {
      body: { mfa_token: mfaToken },
    });
    expectError(flood, 429, "too_many_attempts");

    const wrong = await server.request("POST", "/v1/auth/sign-in/mfa", {
      body: { mfa_token: mfaToken, method: "sms", code: code === "000000" ? "111111" : "000000" },
    });
    expectError(wrong, 400, "invalid_mfa_code", messages.codeIncorrect);
    const ok = await server.request("POST", "/v1/auth/sign-in/mfa", {
      body: { mfa_token: mfaToken, method: "sms", code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe("signed_in");
    // The code worked once.
    const reused = await server.request("POST", "/v1/auth/sign-in/mfa", {
      body: { mfa_token: mfaToken, method: "sms", code },
    });
    expectError(reused, 400, "invalid_request", messages.smsCodeNotRequested);
  });

  it("lets the sign-in challenge run out after 5 minutes", async () => {
    const { account, phone } = await enrolled();
    const mfaToken = (await signInOverHttp(server, account.user.email, account.password)).json().mfa_token;
    await server.request("POST", "/v1/auth/sign-in/mfa/send-sms", { body: { mfa_token: mfaToken } });
    const code = sixDigitCode((await latestMessage(server, phone)).body);
    server.clock.advanceMinutes(6);
    const late = await server.request("POST", "/v1/auth/sign-in/mfa", {
      body: { mfa_token: mfaToken, method: "sms", code },
    });
    expectError(late, 401, "unauthorized", messages.sessionExpired);
  });

  it("removes the SMS factor", async () => {
    const { account } = await enrolled();
    const removed = await server.request("DELETE", "/v1/user/mfa/sms", { token: account.accessToken });
    expect(removed.statusCode).toBe(200);
    const status = await server.request("GET", "/v1/user/mfa", { token: account.accessToken });
    expect(status.json()).toEqual({
      totp_enabled: false,
      sms_enabled: false,
      sms_phone_hint: null,
      backup_codes_remaining: 0,
    });
    expect((await signInOverHttp(server, account.user.email, account.password)).json().status).toBe(
      "signed_in",
    );
  });
});
