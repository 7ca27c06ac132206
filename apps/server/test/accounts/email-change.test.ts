import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError, latestMessage, linkCode, signInOverHttp } from "../auth/support.ts";

describe.each(databaseKinds)("email change and its revert on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const requestChange = (token: string, body: Record<string, unknown>) =>
    server.request("POST", "/v1/user/email-change", { token, body });
  const apply = (code: string, isReverting: boolean) =>
    server.request(
      "PUT",
      `/v1/user/email?verification_code=${encodeURIComponent(code)}&is_reverting=${isReverting}`,
    );

  it("checks the password and the new address before sending anything", async () => {
    const account = await createTestAccount(server);
    const other = await createTestAccount(server);
    const token = account.accessToken;
    expectFieldError(
      await requestChange(token, { new_email: uniqueEmail(), password: "wrong password" }),
      ["body", "password"],
      messages.wrongPassword,
    );
    expectFieldError(
      await requestChange(token, { new_email: "not an email", password: account.password }),
      ["body", "new_email"],
      messages.invalidEmail,
    );
    expectFieldError(
      await requestChange(token, { new_email: account.user.email, password: account.password }),
      ["body", "new_email"],
      messages.emailUnchanged,
    );
    expectError(
      await requestChange(token, { new_email: other.user.email, password: account.password }),
      409,
      "account_exists",
      messages.accountExists,
    );
  });

  it("applies the change from the new address's link, then the old address can revert it", async () => {
    const account = await createTestAccount(server);
    const oldEmail = account.user.email;
    const newEmail = uniqueEmail("moved");
    const requested = await requestChange(account.accessToken, {
      new_email: newEmail,
      password: account.password,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ status: "ok" });
    // Nothing changes until the link is opened.
    expect((await server.request("GET", "/v1/user", { token: account.accessToken })).json().email).toBe(
      oldEmail,
    );

    const confirmMail = await latestMessage(server, newEmail);
    expect(confirmMail.body).toContain("mode=recoverEmail");
    expect(confirmMail.body).toContain("isReverting=false");
    const code = linkCode(confirmMail.body, "recoverEmail");
    expect(confirmMail.body).toContain(`verification code: ${code}`);

    const applied = await apply(code, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ status: "ok", message: messages.emailUpdated });
    expectError(
      await server.request("GET", "/v1/user", { token: account.accessToken }),
      401,
      "session_expired",
    );
    expectError(await apply(code, false), 400, "invalid_code", messages.invalidLink);
    expectError(await signInOverHttp(server, oldEmail, account.password), 401, "invalid_credentials");
    const signedIn = await signInOverHttp(server, newEmail, account.password);
    expect(signedIn.statusCode).toBe(200);
    const newToken = signedIn.json().access_token;
    expect((await server.request("GET", "/v1/user", { token: newToken })).json()).toMatchObject({
      email: newEmail,
      is_email_verified: true,
    });

    const noticeMail = await latestMessage(server, oldEmail);
    expect(noticeMail.body).toContain(newEmail);
    expect(noticeMail.body).toContain("isReverting=true");
    const revertCode = linkCode(noticeMail.body, "recoverEmail");
    // A revert code is not accepted as a change code, and the other way round.
    expectError(await apply(revertCode, false), 400, "invalid_code");
    const reverted = await apply(revertCode, true);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().message).toBe(messages.emailUpdated);
    expectError(await server.request("GET", "/v1/user", { token: newToken }), 401, "session_expired");
    expectError(await signInOverHttp(server, newEmail, account.password), 401, "invalid_credentials");
    expect((await signInOverHttp(server, oldEmail, account.password)).statusCode).toBe(200);
  });

  it("refuses unknown and expired codes with a clear message", async () => {
    expectError(await apply("made-up-code", false), 400, "invalid_code", messages.invalidLink);
    expectError(await apply("made-up-code", true), 400, "invalid_code", messages.invalidLink);
    const account = await createTestAccount(server);
    const newEmail = uniqueEmail("late");
    await requestChange(account.accessToken, { new_email: newEmail, password: account.password });
    const code = linkCode((await latestMessage(server, newEmail)).body, "recoverEmail");
    server.clock.advanceMinutes(24 * 60 + 1);
    expectError(await apply(code, false), 400, "invalid_code", messages.invalidLink);
  });

  it("refuses to apply a change when the new address was taken meanwhile", async () => {
    const account = await createTestAccount(server);
    const newEmail = uniqueEmail("contested");
    await requestChange(account.accessToken, { new_email: newEmail, password: account.password });
    const code = linkCode((await latestMessage(server, newEmail)).body, "recoverEmail");
    await createTestAccount(server, { email: newEmail });
    expectError(await apply(code, false), 409, "account_exists");
  });
});
