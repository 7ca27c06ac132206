import { messages, UserSchema } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectFieldError } from "../auth/support.ts";

describe.each(databaseKinds)("profile and public user name on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("updates only the fields sent and answers with the user", async () => {
    const account = await createTestAccount(server);
    const response = await server.request("PATCH", "/v1/user/profile", {
      token: account.accessToken,
      body: { first_name: "  Ada ", locale: "fr-FR" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = UserSchema.parse(response.json());
    expect(user).toMatchObject({ first_name: "Ada", locale: "fr-FR", agrees_to_product_updates: true });
    const second = await server.request("PATCH", "/v1/user/profile", {
      token: account.accessToken,
      body: { agrees_to_product_updates: false },
    });
    expect(second.json()).toMatchObject({
      first_name: "Ada",
      locale: "fr-FR",
      agrees_to_product_updates: false,
    });
    const invalid = await server.request("PATCH", "/v1/user/profile", {
      token: account.accessToken,
      body: { locale: "xx-XX", first_name: "" },
    });
    expect(invalid.statusCode).toBe(422);
    expectFieldError(invalid, ["body", "first_name"], messages.nameRequired);
  });

  it("works with an API key holding user_write and refuses one with only user_read", async () => {
    const account = await createTestAccount(server);
    const writer = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["user_write"],
    });
    const ok = await server.request("PATCH", "/v1/user/profile", {
      apiKey: writer.secret,
      body: { first_name: "Key" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().first_name).toBe("Key");
    const reader = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["user_read"],
    });
    const refused = await server.request("PATCH", "/v1/user/profile", {
      apiKey: reader.secret,
      body: { first_name: "No" },
    });
    expectError(refused, 403, "missing_permissions", messages.missingPermission("user_write"));
  });

  it("sets the public user name within 1 to 50 letters, digits, dots, hyphens and underscores", async () => {
    const account = await createTestAccount(server);
    const set = (name: string) =>
      server.request("POST", "/v1/user/update-public-user-name", {
        token: account.accessToken,
        body: { public_user_name: name },
      });
    const ok = await set("ada.lovelace_1-x");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });
    expect(
      (await server.request("GET", "/v1/user", { token: account.accessToken })).json().public_user_name,
    ).toBe("ada.lovelace_1-x");
    for (const bad of ["", "has space", "émile", "x".repeat(51)]) {
      expectFieldError(await set(bad), ["body", "public_user_name"], messages.invalidPublicUserName);
    }
    expect((await set("x".repeat(50))).statusCode).toBe(200);
  });
});
