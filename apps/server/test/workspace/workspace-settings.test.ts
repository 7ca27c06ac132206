import { WorkspaceSchema } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("workspace settings and switching on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("GET /v1/workspace reports settings, seats and the caller's role", async () => {
    const owner = await createTestAccount(server);
    const response = await server.request("GET", "/v1/workspace", { token: owner.accessToken });
    expect(response.statusCode).toBe(200);
    expect(WorkspaceSchema.parse(response.json())).toEqual({
      workspace_id: owner.workspace.id,
      name: owner.workspace.name,
      owner_id: owner.user.id,
      tier: "free",
      training_opt_out: false,
      session_inactivity_timeout: null,
      allow_password_sign_in: true,
      max_seats: 1,
      seats_used: 1,
      role: "owner",
      billing_channel: "direct",
    });
  });

  it("counts pending invites as used seats and reads max seats from the tier", async () => {
    const owner = await createTestAccount(server);
    await server.ports.store.workspaces.update(owner.workspace.id, { tier: "scale_2024_08_10" });
    const invite = await server.request("POST", "/v1/workspace/invites/add", {
      token: owner.accessToken,
      body: { email: "seat.holder@example.com" },
    });
    expect(invite.statusCode).toBe(200);
    const body = (await server.request("GET", "/v1/workspace", { token: owner.accessToken })).json();
    expect(body).toMatchObject({ tier: "scale_2024_08_10", max_seats: 5, seats_used: 2 });
  });

  it("lets an admin change every setting, and null turns the inactivity timeout off", async () => {
    const owner = await createTestAccount(server);
    const admin = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, admin.user.id, "admin");
    const update = await server.request("PUT", "/v1/workspace/update-workspace", {
      token: accessToken,
      body: {
        name: "Acme Voice",
        training_opt_out: true,
        session_inactivity_timeout: 3600,
        allow_password_sign_in: false,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      name: "Acme Voice",
      training_opt_out: true,
      session_inactivity_timeout: 3600,
      allow_password_sign_in: false,
      role: "admin",
    });
    const cleared = await server.request("PUT", "/v1/workspace/update-workspace", {
      token: owner.accessToken,
      body: { session_inactivity_timeout: null },
    });
    expect(cleared.json()).toMatchObject({ name: "Acme Voice", session_inactivity_timeout: null });
    const stored = await server.ports.store.workspaces.findById(owner.workspace.id);
    expect(stored).toMatchObject({ trainingOptOut: true, allowPasswordSignIn: false, name: "Acme Voice" });
  });

  it("refuses a timeout outside 5 minutes to 30 days with 422", async () => {
    const owner = await createTestAccount(server);
    for (const value of [299, 2_592_001, 600.5]) {
      const response = await server.request("PUT", "/v1/workspace/update-workspace", {
        token: owner.accessToken,
        body: { session_inactivity_timeout: value },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].msg).toBe(
        "The session inactivity timeout must be between 5 minutes and 30 days.",
      );
    }
  });

  it("refuses settings changes, the training opt-out included, from non-admins", async () => {
    const owner = await createTestAccount(server);
    for (const role of ["editor", "member", "viewer"] as const) {
      const person = await createTestAccount(server);
      const { accessToken } = await addTestMember(server, owner.workspace.id, person.user.id, role);
      const response = await server.request("PUT", "/v1/workspace/update-workspace", {
        token: accessToken,
        body: { training_opt_out: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: { status: "forbidden", message: "Only workspace admins can do this." },
      });
    }
    const stored = await server.ports.store.workspaces.findById(owner.workspace.id);
    expect(stored?.trainingOptOut).toBe(false);
  });

  it("answers can-access-workspace-settings and is-admin by role", async () => {
    const owner = await createTestAccount(server);
    const admin = await createTestAccount(server);
    const editor = await createTestAccount(server);
    const adminToken = (await addTestMember(server, owner.workspace.id, admin.user.id, "admin")).accessToken;
    const editorToken = (await addTestMember(server, owner.workspace.id, editor.user.id, "editor"))
      .accessToken;
    for (const [token, expected] of [
      [owner.accessToken, true],
      [adminToken, true],
      [editorToken, false],
    ] as const) {
      const access = await server.request("GET", "/v1/workspace/can-access-workspace-settings", { token });
      expect(access.statusCode).toBe(200);
      expect(access.json()).toEqual({ can_access: expected });
      const isAdmin = await server.request("GET", "/v1/workspace/is-admin", { token });
      expect(isAdmin.json()).toEqual({ is_admin: expected });
    }
  });

  it("an API key with workspace_read reads the workspace; one without is refused", async () => {
    const owner = await createTestAccount(server);
    const reader = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: owner.user.id,
      permissions: ["workspace_read"],
    });
    expect((await server.request("GET", "/v1/workspace", { apiKey: reader.secret })).statusCode).toBe(200);
    const update = await server.request("PUT", "/v1/workspace/update-workspace", {
      apiKey: reader.secret,
      body: { name: "nope" },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().detail).toEqual({
      status: "missing_permissions",
      message: "The API key you used is missing the permission workspace_write to execute this operation.",
    });
  });

  it("lists the caller's workspaces and switches the session between them", async () => {
    const alice = await createTestAccount(server);
    const team = await createTestAccount(server);
    await server.ports.store.members.insert({
      workspaceId: team.workspace.id,
      userId: alice.user.id,
      role: "editor",
    });
    const list = await server.request("GET", "/v1/workspaces", { token: alice.accessToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().workspaces).toEqual([
      { workspace_id: alice.workspace.id, name: alice.workspace.name, role: "owner", is_current: true },
      { workspace_id: team.workspace.id, name: team.workspace.name, role: "editor", is_current: false },
    ]);

    const switched = await server.request("POST", "/v1/workspaces/switch", {
      token: alice.accessToken,
      body: { workspace_id: team.workspace.id },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({
      status: "ok",
      workspace_id: team.workspace.id,
      requires_token_refresh: true,
    });
    const user = await server.request("GET", "/v1/user", { token: alice.accessToken });
    expect(user.json().workspace_id).toBe(team.workspace.id);
    const workspace = await server.request("GET", "/v1/workspace", { token: alice.accessToken });
    expect(workspace.json()).toMatchObject({ workspace_id: team.workspace.id, role: "editor" });
  });

  it("refuses to switch to a workspace the caller is not in, or is locked out of, with 404", async () => {
    const alice = await createTestAccount(server);
    const other = await createTestAccount(server);
    const notMember = await server.request("POST", "/v1/workspaces/switch", {
      token: alice.accessToken,
      body: { workspace_id: other.workspace.id },
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toEqual({
      detail: { status: "workspace_not_found", message: "Workspace not found." },
    });
    await server.ports.store.members.insert({
      workspaceId: other.workspace.id,
      userId: alice.user.id,
      role: "member",
      isLocked: true,
    });
    const locked = await server.request("POST", "/v1/workspaces/switch", {
      token: alice.accessToken,
      body: { workspace_id: other.workspace.id },
    });
    expect(locked.statusCode).toBe(404);
    const list = await server.request("GET", "/v1/workspaces", { token: alice.accessToken });
    expect(list.json().workspaces.map((w: { workspace_id: string }) => w.workspace_id)).toEqual([
      alice.workspace.id,
    ]);
  });

  it("refuses API keys on session-only workspace calls", async () => {
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    const response = await server.request("GET", "/v1/workspaces", { apiKey: key.secret });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.status).toBe("forbidden");
  });
});
