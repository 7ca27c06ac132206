import { WorkspaceMemberSchema } from "@chorus/contract";
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

describe.each(databaseKinds)("workspace members on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** A person with their own account who is also `role` in `owner`'s workspace, signed in there. */
  async function join(owner: TestAccount, role: "admin" | "editor" | "member" | "viewer") {
    const account = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, account.user.id, role);
    return { ...account, token: accessToken };
  }

  const forbidden = (message: string) => ({ detail: { status: "forbidden", message } });

  it("lists members in the SDK's shape with Chorus's extras", async () => {
    const owner = await createTestAccount(server);
    const editor = await join(owner, "editor");
    const response = await server.request("GET", "/v1/workspace/members", { token: editor.token });
    expect(response.statusCode).toBe(200);
    const members = response.json().map((m: unknown) => WorkspaceMemberSchema.parse(m));
    expect(members).toHaveLength(2);
    expect(members[0]).toMatchObject({
      user_id: owner.user.id,
      email: owner.user.email,
      seat_type: "workspace_admin",
      is_owner: true,
      is_locked: false,
      role: "owner",
      is_mfa_enabled: false,
    });
    expect(members[1]).toMatchObject({
      user_id: editor.user.id,
      is_owner: false,
      role: "editor",
      seat_type: "workspace_member",
    });
    expect(typeof members[1].joined_at_unix).toBe("number");
  });

  it("changes roles with ElevenLabs' and Chorus's role names", async () => {
    const owner = await createTestAccount(server);
    const person = await join(owner, "member");
    const cases = [
      ["workspace_admin", "admin"],
      ["viewer", "viewer"],
      ["workspace_member", "member"],
      ["editor", "editor"],
    ] as const;
    for (const [wire, role] of cases) {
      const response = await server.request("POST", "/v1/workspace/members", {
        token: owner.accessToken,
        body: { email: person.user.email.toUpperCase(), workspace_role: wire },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
      expect((await server.ports.store.members.find(owner.workspace.id, person.user.id))?.role).toBe(role);
    }
    const owning = await server.request("POST", "/v1/workspace/members", {
      token: owner.accessToken,
      body: { email: person.user.email, workspace_role: "owner" },
    });
    expect(owning.statusCode).toBe(422);
  });

  it("locks a member: their bearer gets 403 account_locked until unlocked", async () => {
    const owner = await createTestAccount(server);
    const admin = await join(owner, "admin");
    const member = await join(owner, "member");
    expect((await server.request("GET", "/v1/user", { token: member.token })).statusCode).toBe(200);
    const lock = await server.request("POST", "/v1/workspace/members", {
      token: admin.token,
      body: { email: member.user.email, is_locked: true },
    });
    expect(lock.statusCode).toBe(200);
    const refused = await server.request("GET", "/v1/user", { token: member.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: { status: "account_locked", message: "Account locked, contact administrator." },
    });
    const listed = (await server.request("GET", "/v1/workspace/members", { token: admin.token })).json();
    expect(listed.find((m: { user_id: string }) => m.user_id === member.user.id).is_locked).toBe(true);
    await server.request("POST", "/v1/workspace/members", {
      token: admin.token,
      body: { email: member.user.email, is_locked: false },
    });
    expect((await server.request("GET", "/v1/user", { token: member.token })).statusCode).toBe(200);
  });

  it("never locks or demotes the owner, and admins cannot change their own role or lock themselves", async () => {
    const owner = await createTestAccount(server);
    const admin = await join(owner, "admin");
    const lockOwner = await server.request("POST", "/v1/workspace/members", {
      token: admin.token,
      body: { email: owner.user.email, is_locked: true },
    });
    expect(lockOwner.statusCode).toBe(403);
    expect(lockOwner.json()).toEqual(
      forbidden("The workspace owner cannot be locked or given another role. Transfer ownership first."),
    );
    const demoteOwner = await server.request("POST", "/v1/workspace/members", {
      token: owner.accessToken,
      body: { email: owner.user.email, workspace_role: "workspace_member" },
    });
    expect(demoteOwner.statusCode).toBe(403);
    const ownRole = await server.request("POST", "/v1/workspace/members", {
      token: admin.token,
      body: { email: admin.user.email, workspace_role: "viewer" },
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json()).toEqual(forbidden("You cannot change your own role."));
    const lockSelf = await server.request("POST", "/v1/workspace/members", {
      token: admin.token,
      body: { email: admin.user.email, is_locked: true },
    });
    expect(lockSelf.json()).toEqual(forbidden("You cannot lock yourself out of the workspace."));
    expect(await server.ports.store.members.find(owner.workspace.id, owner.user.id)).toMatchObject({
      role: "owner",
      isLocked: false,
    });
  });

  it("refuses member changes from non-admins and unknown emails with 404", async () => {
    const owner = await createTestAccount(server);
    const editor = await join(owner, "editor");
    const member = await join(owner, "member");
    const byEditor = await server.request("POST", "/v1/workspace/members", {
      token: editor.token,
      body: { email: member.user.email, is_locked: true },
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual(forbidden("Only workspace admins can do this."));
    const outsider = await createTestAccount(server);
    for (const email of ["nobody@example.com", outsider.user.email]) {
      const unknown = await server.request("POST", "/v1/workspace/members", {
        token: owner.accessToken,
        body: { email, is_locked: true },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        detail: { status: "member_not_found", message: "Member not found." },
      });
    }
  });

  it("removes a member and revokes their API keys in this workspace only", async () => {
    const owner = await createTestAccount(server);
    const admin = await join(owner, "admin");
    const leaving = await join(owner, "admin");
    const keyHere = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: leaving.user.id,
    });
    const keyOwn = await createTestApiKey(server, {
      workspaceId: leaving.workspace.id,
      userId: leaving.user.id,
    });
    const response = await server.request("POST", "/v1/workspace/members/remove", {
      token: admin.token,
      body: { email: leaving.user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(await server.ports.store.members.find(owner.workspace.id, leaving.user.id)).toBeUndefined();
    expect(await server.ports.store.apiKeys.findInWorkspace(owner.workspace.id, keyHere.id)).toBeUndefined();
    expect((await server.request("GET", "/v1/user", { apiKey: keyHere.secret })).statusCode).toBe(401);
    expect((await server.request("GET", "/v1/user", { apiKey: keyOwn.secret })).statusCode).toBe(200);
    expect((await server.request("GET", "/v1/workspace", { token: leaving.token })).statusCode).toBe(401);
  });

  it("refuses to remove the owner, and refuses removal by non-admins", async () => {
    const owner = await createTestAccount(server);
    const admin = await join(owner, "admin");
    const member = await join(owner, "member");
    const removeOwner = await server.request("POST", "/v1/workspace/members/remove", {
      token: admin.token,
      body: { email: owner.user.email },
    });
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json()).toEqual({
      detail: {
        status: "owner_cannot_be_removed",
        message: "The workspace owner cannot be removed. Transfer ownership first.",
      },
    });
    const byMember = await server.request("POST", "/v1/workspace/members/remove", {
      token: member.token,
      body: { email: admin.user.email },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual(forbidden("Only workspace admins can do this."));
    expect(await server.ports.store.members.count(owner.workspace.id)).toBe(3);
  });

  it("transfers ownership: new owner, old owner admin, workspace owner id updated", async () => {
    const owner = await createTestAccount(server);
    const heir = await join(owner, "editor");
    const response = await server.request("POST", "/v1/workspace/transfer-ownership", {
      token: owner.accessToken,
      body: { email: heir.user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    const store = server.ports.store;
    expect((await store.members.find(owner.workspace.id, heir.user.id))?.role).toBe("owner");
    expect((await store.members.find(owner.workspace.id, owner.user.id))?.role).toBe("admin");
    expect((await store.workspaces.findById(owner.workspace.id))?.ownerUserId).toBe(heir.user.id);
    const workspace = (await server.request("GET", "/v1/workspace", { token: heir.token })).json();
    expect(workspace).toMatchObject({ owner_id: heir.user.id, role: "owner" });
    // The former owner can now be removed by the new one.
    const removed = await server.request("POST", "/v1/workspace/members/remove", {
      token: heir.token,
      body: { email: owner.user.email },
    });
    expect(removed.statusCode).toBe(200);
  });

  it("lets only the owner transfer, only to a member, and never with an API key", async () => {
    const owner = await createTestAccount(server);
    const admin = await join(owner, "admin");
    const byAdmin = await server.request("POST", "/v1/workspace/transfer-ownership", {
      token: admin.token,
      body: { email: admin.user.email },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(forbidden("Only the workspace owner can do this."));
    const outsider = await createTestAccount(server);
    const toOutsider = await server.request("POST", "/v1/workspace/transfer-ownership", {
      token: owner.accessToken,
      body: { email: outsider.user.email },
    });
    expect(toOutsider.statusCode).toBe(404);
    expect(toOutsider.json().detail.status).toBe("member_not_found");
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    const byKey = await server.request("POST", "/v1/workspace/transfer-ownership", {
      apiKey: key.secret,
      body: { email: admin.user.email },
    });
    expect(byKey.statusCode).toBe(403);
    expect((await server.ports.store.workspaces.findById(owner.workspace.id))?.ownerUserId).toBe(
      owner.user.id,
    );
  });
});
