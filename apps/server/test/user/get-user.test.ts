import { SubscriptionSchema, UserSchema } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("GET /v1/user and /v1/user/subscription on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("returns every SDK-required field for a signed-in person, with free-tier values", async () => {
    const account = await createTestAccount(server);
    const response = await server.request("GET", "/v1/user", { token: account.accessToken });
    expect(response.statusCode).toBe(200);
    const user = UserSchema.parse(response.json());
    expect(user.user_id).toBe(account.user.id);
    expect(user.workspace_id).toBe(account.workspace.id);
    expect(user.subscription).toMatchObject({
      tier: "free",
      character_limit: 10_000,
      status: "free",
      character_count: 0,
    });
    expect(user.seat_type).toBe("workspace_admin");
    expect(user.email).toBe(account.user.email);
  });

  it("answers for an API key with its preview and the subscription endpoint's invoices fields", async () => {
    const account = await createTestAccount(server);
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const user = await server.request("GET", "/v1/user", { apiKey: key.secret });
    expect(user.statusCode).toBe(200);
    expect(user.json().xi_api_key_preview).toBe(`${key.secret.slice(0, 4)}…${key.secret.slice(-4)}`);
    const subscription = await server.request("GET", "/v1/user/subscription", { apiKey: key.secret });
    expect(subscription.statusCode).toBe(200);
    const body = SubscriptionSchema.parse(subscription.json());
    expect(body).toMatchObject({
      tier: "free",
      character_limit: 10_000,
      open_invoices: [],
      has_open_invoices: false,
    });
  });

  it("refuses a wrong key with 401 invalid_api_key and no credentials with 401", async () => {
    const wrong = await server.request("GET", "/v1/user", { apiKey: "sk_not_a_real_key" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: { status: "invalid_api_key", message: "Invalid API key" } });
    const none = await server.request("GET", "/v1/user");
    expect(none.statusCode).toBe(401);
    expect(none.json().detail.status).toBe("needs_authorization");
  });

  it("refuses a disabled key and a key without user_read", async () => {
    const account = await createTestAccount(server);
    const disabled = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      enabled: false,
    });
    expect((await server.request("GET", "/v1/user", { apiKey: disabled.secret })).statusCode).toBe(401);
    const narrow = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["text_to_speech"],
    });
    const response = await server.request("GET", "/v1/user", { apiKey: narrow.secret });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.status).toBe("missing_permissions");
  });
});
