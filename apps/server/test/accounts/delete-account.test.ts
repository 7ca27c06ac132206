import { messages } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError, signInOverHttp, signUpOverHttp } from "../auth/support.ts";

describe.each(databaseKinds)("POST /v1/user/delete on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const deleteAccount = (token: string, emailConfirmation: string) =>
    server.request("POST", "/v1/user/delete", { token, body: { email_confirmation: emailConfirmation } });

  it("needs the account email typed exactly (any case)", async () => {
    const account = await createTestAccount(server);
    const response = await deleteAccount(account.accessToken, "someone-else@example.com");
    expectFieldError(response, ["body", "email_confirmation"], messages.deletionEmailMismatch);
    expect((await server.request("GET", "/v1/user", { token: account.accessToken })).statusCode).toBe(200);
  });

  it("deletes: sessions and API keys stop working, sign-in fails and the email is free again", async () => {
    const account = await createTestAccount(server);
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    expect((await server.request("GET", "/v1/user", { apiKey: key.secret })).statusCode).toBe(200);
    const deleted = await deleteAccount(account.accessToken, ` ${account.user.email.toUpperCase()} `);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ status: "ok" });

    expectError(
      await server.request("GET", "/v1/user", { token: account.accessToken }),
      401,
      "session_expired",
    );
    expectError(await server.request("GET", "/v1/user", { apiKey: key.secret }), 401, "invalid_api_key");
    const refresh = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: account.refreshToken },
    });
    expectError(refresh, 401, "session_expired");
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      401,
      "invalid_credentials",
      messages.noUserFound,
    );
    const stored = await server.ports.store.users.findById(account.user.id);
    expect(stored).toMatchObject({ status: "deleted", deletedAt: expect.any(Date) });

    const again = await signUpOverHttp(server, { email: account.user.email });
    expect(again.tokens.user_id).not.toBe(account.user.id);
  });

  it("is refused to API keys and without a recent sign-in", async () => {
    const account = await createTestAccount(server);
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const byKey = await server.request("POST", "/v1/user/delete", {
      apiKey: key.secret,
      body: { email_confirmation: account.user.email },
    });
    expectError(byKey, 403, "forbidden");
    server.clock.advanceMinutes(6);
    expectError(
      await deleteAccount(account.accessToken, account.user.email),
      403,
      "recent_sign_in_required",
      messages.recentLoginRequiredGeneric,
    );
  });
});
