import { messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signInOverHttp } from "./support.ts";

describe.each(databaseKinds)("POST /v1/auth/sign-in on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("signs in with the right password and sets the refresh cookie", async () => {
    const account = await createTestAccount(server);
    const response = await signInOverHttp(server, account.user.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: "signed_in",
      user_id: account.user.id,
      workspace_id: account.workspace.id,
    });
    expect(response.cookies.find((c) => c.name === "chorus_refresh")?.value).toBe(body.refresh_token);
    const me = await server.request("GET", "/v1/user", { token: body.access_token });
    expect(me.statusCode).toBe(200);
  });

  it("answers an unknown email and a wrong password identically", async () => {
    const account = await createTestAccount(server);
    const unknown = await signInOverHttp(server, "nobody@example.com", "whatever123");
    const wrong = await signInOverHttp(server, account.user.email, "wrong password");
    expectError(unknown, 401, "invalid_credentials", messages.noUserFound);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("blocks sign-in for 15 minutes after 5 wrong passwords, even with the right one", async () => {
    const account = await createTestAccount(server);
    for (let i = 0; i < 5; i++) {
      expectError(await signInOverHttp(server, account.user.email, `wrong ${i}`), 401, "invalid_credentials");
    }
    const blocked = await signInOverHttp(server, account.user.email, account.password);
    expectError(blocked, 429, "too_many_sign_in_attempts", messages.tooManySignInAttempts);
    server.clock.advanceMinutes(14);
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      429,
      "too_many_sign_in_attempts",
    );
    server.clock.advanceMinutes(2);
    const after = await signInOverHttp(server, account.user.email, account.password);
    expect(after.statusCode).toBe(200);
    expect(after.json().status).toBe("signed_in");
  });

  it("counts wrong passwords sent at the same time: none is lost", async () => {
    const account = await createTestAccount(server);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signInOverHttp(server, account.user.email, `parallel wrong ${i}`)),
    );
    for (const attempt of attempts) expect(attempt.statusCode).toBe(401);
    const blocked = await signInOverHttp(server, account.user.email, account.password);
    expectError(blocked, 429, "too_many_sign_in_attempts", messages.tooManySignInAttempts);
  });

  it("a successful sign-in clears earlier failures", async () => {
    const account = await createTestAccount(server);
    for (let i = 0; i < 4; i++) await signInOverHttp(server, account.user.email, `wrong ${i}`);
    expect((await signInOverHttp(server, account.user.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signInOverHttp(server, account.user.email, `wrong ${i}`);
    expect((await signInOverHttp(server, account.user.email, account.password)).statusCode).toBe(200);
  });

  it("refuses disabled, suspended and deleted accounts with their messages, only after the password", async () => {
    const account = await createTestAccount(server);
    const { store } = server.ports;
    await store.users.update(account.user.id, { status: "disabled" });
    expectError(await signInOverHttp(server, account.user.email, "wrong"), 401, "invalid_credentials");
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      403,
      "account_disabled",
      messages.accountDisabled,
    );
    await store.users.update(account.user.id, { status: "suspended" });
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      403,
      "account_suspended",
      messages.accountSuspended,
    );
    await store.users.update(account.user.id, { status: "deleted" });
    expectError(
      await signInOverHttp(server, account.user.email, account.password),
      401,
      "account_deleted",
      messages.accountDeleted,
    );
  });

  it("refuses when the landing workspace forbids password sign-in", async () => {
    const account = await createTestAccount(server);
    await server.ports.store.workspaces.update(account.workspace.id, { allowPasswordSignIn: false });
    const response = await signInOverHttp(server, account.user.email, account.password);
    expectError(response, 403, "password_sign_in_disabled", messages.passwordSignInDisabled);
  });

  it("refuses a member locked out of the workspace they would land in", async () => {
    const owner = await createTestAccount(server);
    const member = await createTestAccount(server);
    await addTestMember(server, owner.workspace.id, member.user.id, "editor");
    // Landing in the last workspace used: the team workspace.
    const before = await signInOverHttp(server, member.user.email, member.password);
    expect(before.json().workspace_id).toBe(owner.workspace.id);
    await server.ports.store.members.update(owner.workspace.id, member.user.id, { isLocked: true });
    const response = await signInOverHttp(server, member.user.email, member.password);
    expectError(response, 403, "account_locked", messages.accountLocked);
  });
});
