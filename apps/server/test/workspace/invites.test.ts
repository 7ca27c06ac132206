import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("workspace invites on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** An owner whose workspace is on scale_2024_08_10 (5 seats). */
  async function scaleOwner(): Promise<TestAccount> {
    const owner = await createTestAccount(server);
    await server.ports.store.workspaces.update(owner.workspace.id, { tier: "scale_2024_08_10" });
    return owner;
  }

  const invite = (owner: TestAccount, body: Record<string, unknown>) =>
    server.request("POST", "/v1/workspace/invites/add", { token: owner.accessToken, body });

  async function inviteIdFor(workspaceId: string, email: string): Promise<string> {
    const pending = await server.ports.store.invites.findPending(workspaceId, email);
    if (!pending) throw new Error(`no pending invite for ${email}`);
    return pending.id;
  }

  it("refuses any invite on the free plan (1 seat) with seat_limit_reached", async () => {
    const owner = await createTestAccount(server);
    const response = await invite(owner, { email: uniqueEmail("guest") });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: {
        status: "seat_limit_reached",
        message: "Your plan allows 1 seat in the workspace. Upgrade to add more members.",
      },
    });
    expect(await server.ports.store.invites.countPending(owner.workspace.id)).toBe(0);
  });

  it("invites up to the 5 seats of scale_2024_08_10, mails a link, and lists pending invites", async () => {
    const owner = await scaleOwner();
    const email = uniqueEmail("Guest");
    const response = await invite(owner, { email, workspace_permission: "workspace_admin" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });

    const inviteId = await inviteIdFor(owner.workspace.id, email.toLowerCase());
    const [mail] = await server.ports.store.outbox.list({ recipient: email.toLowerCase(), limit: 5 });
    expect(mail?.body).toContain(`http://chorus.test/app/home?invite_code=${inviteId}`);
    expect(mail?.subject).toContain(owner.workspace.name);

    const list = await server.request("GET", "/v1/workspace/invites", { token: owner.accessToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().invites).toEqual([
      {
        invite_id: inviteId,
        email: email.toLowerCase(),
        role: "admin",
        created_at_unix: expect.any(Number),
        invited_by_email: owner.user.email,
      },
    ]);

    const bulk = await server.request("POST", "/v1/workspace/invites/add-bulk", {
      token: owner.accessToken,
      body: { emails: [`${uniqueEmail("a")}, ${uniqueEmail("b")}`, uniqueEmail("c")] },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await server.request("GET", "/v1/workspace", { token: owner.accessToken })).json()).toMatchObject(
      {
        max_seats: 5,
        seats_used: 5,
      },
    );
    const sixth = await invite(owner, { email: uniqueEmail("sixth") });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().detail).toEqual({
      status: "seat_limit_reached",
      message: "Your plan allows 5 seats in the workspace. Upgrade to add more members.",
    });
  });

  it("refuses a bulk invite that would go over the seats, inviting nobody", async () => {
    const owner = await scaleOwner();
    const response = await server.request("POST", "/v1/workspace/invites/add-bulk", {
      token: owner.accessToken,
      body: { emails: [1, 2, 3, 4, 5].map((n) => uniqueEmail(`bulk${n}`)) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.status).toBe("seat_limit_reached");
    expect(await server.ports.store.invites.countPending(owner.workspace.id)).toBe(0);
  });

  it("refuses members and people already invited with 409", async () => {
    const owner = await scaleOwner();
    const member = await createTestAccount(server);
    await addTestMember(server, owner.workspace.id, member.user.id, "member");
    const already = await invite(owner, { email: member.user.email.toUpperCase() });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({
      detail: { status: "already_exists", message: "This person is already a member of the workspace." },
    });
    const email = uniqueEmail("twice");
    expect((await invite(owner, { email })).statusCode).toBe(200);
    const twice = await invite(owner, { email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail.message).toBe("An invite has already been sent to this email address.");
  });

  it("refuses invalid addresses with a 422 that names the field", async () => {
    const owner = await scaleOwner();
    const empty = await invite(owner, { email: "  " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      detail: [
        {
          loc: ["body", "email"],
          msg: "Please enter at least one valid email address.",
          type: "value_error",
        },
      ],
    });
    const bad = await server.request("POST", "/v1/workspace/invites/add-bulk", {
      token: owner.accessToken,
      body: { emails: ["fine@example.com", "not-an-address"] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ["body", "emails"],
      msg: "not-an-address is not a valid email address.",
    });
    expect(await server.ports.store.invites.countPending(owner.workspace.id)).toBe(0);
  });

  it("lets only admins invite, list and withdraw invites", async () => {
    const owner = await scaleOwner();
    const editor = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, editor.user.id, "editor");
    const expected = { detail: { status: "forbidden", message: "Only workspace admins can do this." } };
    const calls = [
      server.request("POST", "/v1/workspace/invites/add", {
        token: accessToken,
        body: { email: uniqueEmail() },
      }),
      server.request("POST", "/v1/workspace/invites/add-bulk", {
        token: accessToken,
        body: { emails: [uniqueEmail()] },
      }),
      server.request("GET", "/v1/workspace/invites", { token: accessToken }),
      server.request("DELETE", "/v1/workspace/invites", {
        token: accessToken,
        body: { email: uniqueEmail() },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(expected);
    }
  });

  it("withdraws an invite, freeing its seat; an unknown one is 404", async () => {
    const owner = await scaleOwner();
    const email = uniqueEmail("withdrawn");
    await invite(owner, { email });
    const response = await server.request("DELETE", "/v1/workspace/invites", {
      token: owner.accessToken,
      body: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(await server.ports.store.invites.countPending(owner.workspace.id)).toBe(0);
    const again = await server.request("DELETE", "/v1/workspace/invites", {
      token: owner.accessToken,
      body: { email },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: { status: "invite_not_found", message: "Invite not found." } });
  });

  it("shows the invitee their invites; accepting joins with the invite's role and switches the session", async () => {
    const owner = await scaleOwner();
    const guest = await createTestAccount(server);
    await invite(owner, { email: guest.user.email, workspace_permission: "editor" });
    const inviteId = await inviteIdFor(owner.workspace.id, guest.user.email);

    const mine = await server.request("GET", "/v1/user/invites", { token: guest.accessToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().invites).toEqual([
      {
        invite_id: inviteId,
        workspace_id: owner.workspace.id,
        workspace_name: owner.workspace.name,
        role: "editor",
        created_at_unix: expect.any(Number),
        invited_by_email: owner.user.email,
      },
    ]);

    const accepted = await server.request("POST", `/v1/workspace/invites/${inviteId}/accept`, {
      token: guest.accessToken,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      status: "ok",
      workspace_id: owner.workspace.id,
      requires_token_refresh: true,
    });
    const user = await server.request("GET", "/v1/user", { token: guest.accessToken });
    expect(user.json()).toMatchObject({ workspace_id: owner.workspace.id, workspace_role: "editor" });
    expect((await server.ports.store.members.find(owner.workspace.id, guest.user.id))?.role).toBe("editor");
    expect(
      (await server.request("GET", "/v1/user/invites", { token: guest.accessToken })).json().invites,
    ).toEqual([]);
    const twice = await server.request("POST", `/v1/workspace/invites/${inviteId}/accept`, {
      token: guest.accessToken,
    });
    expect(twice.statusCode).toBe(404);
  });

  it("declines an invite, freeing the seat", async () => {
    const owner = await scaleOwner();
    const guest = await createTestAccount(server);
    await invite(owner, { email: guest.user.email });
    const inviteId = await inviteIdFor(owner.workspace.id, guest.user.email);
    const declined = await server.request("POST", `/v1/workspace/invites/${inviteId}/decline`, {
      token: guest.accessToken,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: "ok" });
    expect(await server.ports.store.members.find(owner.workspace.id, guest.user.id)).toBeUndefined();
    expect(await server.ports.store.invites.countPending(owner.workspace.id)).toBe(0);
    const accept = await server.request("POST", `/v1/workspace/invites/${inviteId}/accept`, {
      token: guest.accessToken,
    });
    expect(accept.statusCode).toBe(404);
  });

  it("hides an invite addressed to someone else: accept and decline answer 404", async () => {
    const owner = await scaleOwner();
    const guest = await createTestAccount(server);
    const intruder = await createTestAccount(server);
    await invite(owner, { email: guest.user.email });
    const inviteId = await inviteIdFor(owner.workspace.id, guest.user.email);
    for (const action of ["accept", "decline"]) {
      const response = await server.request("POST", `/v1/workspace/invites/${inviteId}/${action}`, {
        token: intruder.accessToken,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: { status: "invite_not_found", message: "Invite not found." },
      });
    }
    expect(
      (await server.request("GET", "/v1/user/invites", { token: intruder.accessToken })).json().invites,
    ).toEqual([]);
    expect(await server.ports.store.members.find(owner.workspace.id, intruder.user.id)).toBeUndefined();
  });

  it("requires a verified email to accept, and hides invites from an unverified address", async () => {
    const owner = await scaleOwner();
    const guest = await createTestAccount(server, { emailVerified: false });
    await invite(owner, { email: guest.user.email });
    const inviteId = await inviteIdFor(owner.workspace.id, guest.user.email);
    expect(
      (await server.request("GET", "/v1/user/invites", { token: guest.accessToken })).json().invites,
    ).toEqual([]);
    const response = await server.request("POST", `/v1/workspace/invites/${inviteId}/accept`, {
      token: guest.accessToken,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toEqual({
      status: "email_not_verified",
      message: "Please verify your email address first.",
    });
  });

  it("checks the seat again at accept: a plan that shrank refuses the newcomer", async () => {
    const owner = await scaleOwner();
    const guest = await createTestAccount(server);
    await invite(owner, { email: guest.user.email });
    const inviteId = await inviteIdFor(owner.workspace.id, guest.user.email);
    await server.ports.store.workspaces.update(owner.workspace.id, { tier: "free" });
    const response = await server.request("POST", `/v1/workspace/invites/${inviteId}/accept`, {
      token: guest.accessToken,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toEqual({
      status: "seat_limit_reached",
      message: "Your plan allows 1 seat in the workspace. Upgrade to add more members.",
    });
    expect(await server.ports.store.members.find(owner.workspace.id, guest.user.id)).toBeUndefined();
    const user = await server.request("GET", "/v1/user", { token: guest.accessToken });
    expect(user.json().workspace_id).toBe(guest.workspace.id);
  });
});
