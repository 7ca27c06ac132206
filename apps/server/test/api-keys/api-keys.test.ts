import { allPermissions, permissionGroups, WorkspaceApiKeySchema } from "@chorus/contract";
import { sha256 } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("workspace API keys on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function createKey(token: string, body: Record<string, unknown>) {
    const response = await server.request("POST", "/v1/workspace/api-keys", { token, body });
    expect(response.statusCode).toBe(200);
    return response.json() as { "xi-api-key": string; key_id: string };
  }

  async function listKeys(owner: TestAccount) {
    const response = await server.request("GET", "/v1/workspace/api-keys", { token: owner.accessToken });
    expect(response.statusCode).toBe(200);
    return (response.json()["api-keys"] as unknown[]).map((k) => WorkspaceApiKeySchema.parse(k));
  }

  it("creates a key whose secret is shown once, stored only as its hash, and works as xi-api-key", async () => {
    const owner = await createTestAccount(server);
    const created = await createKey(owner.accessToken, { name: "Production", permissions: "all" });
    const secret = created["xi-api-key"];
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{32}$/);
    const stored = await server.ports.store.apiKeys.findInWorkspace(owner.workspace.id, created.key_id);
    expect(stored?.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const [listed] = await listKeys(owner);
    expect(listed).toEqual({
      name: "Production",
      hint: `${secret.slice(0, 4)}…${secret.slice(-4)}`,
      key_id: created.key_id,
      service_account_user_id: owner.user.id,
      created_at_unix: expect.any(Number),
      is_disabled: false,
      permissions: [...allPermissions],
      character_limit: null,
      character_count: 0,
      hashed_xi_api_key: sha256(secret),
      is_full_access: true,
      created_by_email: owner.user.email,
      last_used_at_unix: null,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const user = await server.request("GET", "/v1/user", { apiKey: secret });
    expect(user.statusCode).toBe(200);
    expect(user.json().user_id).toBe(owner.user.id);
  });

  it("stores narrow permissions and a credit limit; the key is refused on other groups", async () => {
    const owner = await createTestAccount(server);
    const created = await createKey(owner.accessToken, {
      name: "TTS only",
      permissions: ["text_to_speech", "user_read", "text_to_speech"],
      character_limit: 5000,
    });
    const [listed] = await listKeys(owner);
    expect(listed).toMatchObject({
      permissions: ["text_to_speech", "user_read"],
      is_full_access: false,
      character_limit: 5000,
    });
    const secret = created["xi-api-key"];
    expect((await server.request("GET", "/v1/user", { apiKey: secret })).statusCode).toBe(200);
    const members = await server.request("GET", "/v1/workspace/members", { apiKey: secret });
    expect(members.statusCode).toBe(403);
    expect(members.json()).toEqual({
      detail: {
        status: "missing_permissions",
        message: "The API key you used is missing the permission workspace_read to execute this operation.",
      },
    });
    const models = await server.request("GET", "/v1/models", { apiKey: secret });
    expect(models.statusCode).toBe(403);
    expect(models.json().detail.message).toContain("models_read");
  });

  it("validates the name, permissions and credit limit with the spec's messages", async () => {
    const owner = await createTestAccount(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  ", permissions: "all" }, "API key name is required."],
      [{ name: "k", permissions: [] }, "Choose at least one permission, or full access."],
      [
        { name: "k", permissions: "all", character_limit: 0 },
        "The credit limit must be a positive whole number.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await server.request("POST", "/v1/workspace/api-keys", {
        token: owner.accessToken,
        body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail.map((d: { msg: string }) => d.msg)).toContain(message);
    }
    const unknown = await server.request("POST", "/v1/workspace/api-keys", {
      token: owner.accessToken,
      body: { name: "k", permissions: ["launch_rockets"] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(await listKeys(owner)).toEqual([]);
  });

  it("disables, re-enables, renames and re-scopes a key; a disabled key is refused", async () => {
    const owner = await createTestAccount(server);
    const { "xi-api-key": secret, key_id } = await createKey(owner.accessToken, {
      name: "CI",
      permissions: "all",
      character_limit: 100,
    });
    const disable = await server.request("PATCH", `/v1/workspace/api-keys/${key_id}`, {
      token: owner.accessToken,
      body: { is_enabled: false },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toEqual({ status: "ok" });
    const refused = await server.request("GET", "/v1/user", { apiKey: secret });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      detail: { status: "api_key_disabled", message: "This API key is disabled." },
    });

    const update = await server.request("PATCH", `/v1/workspace/api-keys/${key_id}`, {
      token: owner.accessToken,
      body: { is_enabled: true, name: "CI renamed", permissions: ["models_read"], character_limit: null },
    });
    expect(update.statusCode).toBe(200);
    const [listed] = await listKeys(owner);
    expect(listed).toMatchObject({
      name: "CI renamed",
      is_disabled: false,
      permissions: ["models_read"],
      is_full_access: false,
      character_limit: null,
    });
    expect((await server.request("GET", "/v1/models", { apiKey: secret })).statusCode).toBe(200);
    expect((await server.request("GET", "/v1/user", { apiKey: secret })).statusCode).toBe(403);
  });

  it("deletes a key: it stops working and leaves the list", async () => {
    const owner = await createTestAccount(server);
    const { "xi-api-key": secret, key_id } = await createKey(owner.accessToken, {
      name: "Temp",
      permissions: "all",
    });
    const response = await server.request("DELETE", `/v1/workspace/api-keys/${key_id}`, {
      token: owner.accessToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect((await server.request("GET", "/v1/user", { apiKey: secret })).statusCode).toBe(401);
    expect(await listKeys(owner)).toEqual([]);
    const again = await server.request("DELETE", `/v1/workspace/api-keys/${key_id}`, {
      token: owner.accessToken,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: { status: "api_key_not_found", message: "API key not found." } });
  });

  it("answers 404 for another workspace's key, and changes nothing", async () => {
    const owner = await createTestAccount(server);
    const other = await createTestAccount(server);
    const foreign = await createTestApiKey(server, {
      workspaceId: other.workspace.id,
      userId: other.user.id,
    });
    const patch = await server.request("PATCH", `/v1/workspace/api-keys/${foreign.id}`, {
      token: owner.accessToken,
      body: { is_enabled: false },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().detail.status).toBe("api_key_not_found");
    const del = await server.request("DELETE", `/v1/workspace/api-keys/${foreign.id}`, {
      token: owner.accessToken,
    });
    expect(del.statusCode).toBe(404);
    expect((await server.request("GET", "/v1/user", { apiKey: foreign.secret })).statusCode).toBe(200);
  });

  it("keeps API keys to admins: non-admin people are refused every key call", async () => {
    const owner = await createTestAccount(server);
    const member = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, member.user.id, "member");
    const { key_id } = await createKey(owner.accessToken, { name: "Owner's", permissions: "all" });
    const calls = [
      server.request("GET", "/v1/workspace/api-keys", { token: accessToken }),
      server.request("POST", "/v1/workspace/api-keys", {
        token: accessToken,
        body: { name: "mine", permissions: "all" },
      }),
      server.request("PATCH", `/v1/workspace/api-keys/${key_id}`, {
        token: accessToken,
        body: { is_enabled: false },
      }),
      server.request("DELETE", `/v1/workspace/api-keys/${key_id}`, { token: accessToken }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: { status: "forbidden", message: "Only workspace admins can do this." },
      });
    }
    expect(await listKeys(owner)).toHaveLength(1);
  });

  it("bounds a key by its creator's current role: a demoted admin's key loses admin powers", async () => {
    const owner = await createTestAccount(server);
    const admin = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, admin.user.id, "admin");
    const { "xi-api-key": secret } = await createKey(accessToken, { name: "Admin's", permissions: "all" });
    expect((await server.request("GET", "/v1/workspace/api-keys", { apiKey: secret })).statusCode).toBe(200);
    const demote = await server.request("POST", "/v1/workspace/members", {
      token: owner.accessToken,
      body: { email: admin.user.email, workspace_role: "member" },
    });
    expect(demote.statusCode).toBe(200);
    const listed = await server.request("GET", "/v1/workspace/api-keys", { apiKey: secret });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().detail).toEqual({
      status: "forbidden",
      message: "Only workspace admins can do this.",
    });
    const invite = await server.request("POST", "/v1/workspace/invites/add", {
      apiKey: secret,
      body: { email: "someone@example.com" },
    });
    expect(invite.statusCode).toBe(403);
    // Non-admin calls its permissions cover still work.
    expect((await server.request("GET", "/v1/workspace/members", { apiKey: secret })).statusCode).toBe(200);
  });

  it("an admin's key with workspace_write manages keys; with only workspace_read it cannot", async () => {
    const owner = await createTestAccount(server);
    const writer = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: owner.user.id,
      permissions: ["workspace_read", "workspace_write"],
    });
    const created = await server.request("POST", "/v1/workspace/api-keys", {
      apiKey: writer.secret,
      body: { name: "made by key", permissions: ["speech_to_text"] },
    });
    expect(created.statusCode).toBe(200);
    const reader = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: owner.user.id,
      permissions: ["workspace_read"],
    });
    expect(
      (await server.request("GET", "/v1/workspace/api-keys", { apiKey: reader.secret })).statusCode,
    ).toBe(200);
    const refused = await server.request("POST", "/v1/workspace/api-keys", {
      apiKey: reader.secret,
      body: { name: "nope", permissions: "all" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.status).toBe("missing_permissions");
  });

  it("lists the 18 permission groups for the key form", async () => {
    const owner = await createTestAccount(server);
    const response = await server.request("GET", "/v1/workspace/api-key-permissions", {
      token: owner.accessToken,
    });
    expect(response.statusCode).toBe(200);
    const { groups } = response.json();
    expect(groups).toHaveLength(18);
    expect(groups).toEqual(permissionGroups.map((g) => ({ ...g, scopes: [...g.scopes] })));
    expect(groups.find((g: { group: string }) => g.group === "workspace").scopes).toEqual([
      "workspace_read",
      "workspace_write",
    ]);
  });
});
