import { conversationTagLimits, messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, endedConversation, readAgentAsSdk } from "./support.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

describe.each(databaseKinds)("conversation tags on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);

  /** A tag made through the API, read with the SDK's schema. */
  const createTag = async (title: string, description?: string, account: { accessToken: string } = owner) => {
    const response = await as(account)("POST", "/v1/convai/tags", { title, description });
    expect(response.statusCode, response.body).toBe(200);
    return readAgentAsSdk.tag(response.json());
  };
  /** A finished conversation of the account's workspace, stored directly (no call needed). */
  const storedConversation = async (account = owner) => {
    const agentId = await createAgent(server, account, { name: "Tagged" });
    const conversation = endedConversation({
      workspaceId: account.workspace.id,
      agentId,
      agentName: "Tagged",
      startedAt: server.clock.now(),
      authorizationMethod: "public",
    });
    await server.ports.store.conversations.insert(conversation);
    return conversation.id;
  };
  const tagIdsOf = async (conversationId: string, account = owner) => {
    const response = await as(account)("GET", `/v1/convai/conversations/${conversationId}`);
    expect(response.statusCode, response.body).toBe(200);
    return readAgentAsSdk.conversation(response.json()).tagIds;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates, reads, lists a page at a time (newest first), changes and deletes tags", async () => {
    const account = await createTestAccount(server);
    const created = await createTag("  Escalated  ", "Needs a human", account);
    expect(created).toMatchObject({
      title: "Escalated",
      description: "Needs a human",
      workspaceId: account.workspace.id,
      ownerUserId: account.user.id,
    });
    expect(created.tagId).toMatch(/^ctag_\w{24}$/);
    expect(created.createdAtUnixSecs).toBe(Math.floor(server.clock.now().getTime() / 1000));

    const got = await as(account)("GET", `/v1/convai/tags/${created.tagId}`);
    expect(readAgentAsSdk.tag(got.json())).toEqual(created);

    const titles = ["Refund", "Angry", "Spam", "Sales"];
    for (const title of titles) {
      server.clock.advance(1_000);
      await createTag(title, undefined, account);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const query = new URLSearchParams({ page_size: "2", ...(cursor ? { cursor } : {}) });
      const response = await as(account)("GET", `/v1/convai/tags?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = readAgentAsSdk.tags(response.json());
      seen.push(...body.conversationTags.map((tag) => tag.title));
      expect(body.hasMore).toBe(page < 2);
      cursor = body.nextCursor;
      if (page < 2) expect(cursor).toBeTruthy();
      else expect(cursor).toBeUndefined();
    }
    expect(seen).toEqual([...titles].reverse().concat("Escalated"));

    const renamed = await as(account)("PATCH", `/v1/convai/tags/${created.tagId}`, { title: "Escalate" });
    expect(readAgentAsSdk.tag(renamed.json())).toMatchObject({
      title: "Escalate",
      description: "Needs a human",
    });
    // null (as the SDK may send a field left out) keeps; an empty description clears.
    const kept = await as(account)("PATCH", `/v1/convai/tags/${created.tagId}`, { title: null });
    expect(kept.json()).toMatchObject({ title: "Escalate", description: "Needs a human" });
    const cleared = await as(account)("PATCH", `/v1/convai/tags/${created.tagId}`, { description: "" });
    expect(readAgentAsSdk.tag(cleared.json()).description).toBeUndefined();

    const deleted = await as(account)("DELETE", `/v1/convai/tags/${created.tagId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await as(account)("GET", `/v1/convai/tags/${created.tagId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      detail: {
        status: "conversation_tag_not_found",
        message: messages.conversationTagNotFound(created.tagId),
      },
    });
    expect((await as(account)("DELETE", `/v1/convai/tags/${created.tagId}`)).statusCode).toBe(404);
  });

  it("assigns and unassigns tags, filters the list by them, and takes a deleted tag off its conversations", async () => {
    const [urgent, billing, happy] = [
      await createTag("Urgent"),
      await createTag("Billing"),
      await createTag("Happy"),
    ].map((tag) => tag.tagId);
    const first = await storedConversation();
    const second = await storedConversation();

    const assigned = await call("POST", `/v1/convai/conversations/${first}/tags`, {
      tag_ids: [urgent, billing, urgent],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await tagIdsOf(first)).toEqual([urgent, billing]);
    // Tags already on the conversation are left as they are; new ones come after.
    await call("POST", `/v1/convai/conversations/${first}/tags`, { tag_ids: [billing, happy] });
    expect(await tagIdsOf(first)).toEqual([urgent, billing, happy]);
    await call("POST", `/v1/convai/conversations/${second}/tags`, { tag_ids: [billing] });

    const listed = async (query: string) => {
      const response = await call("GET", `/v1/convai/conversations?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = readAgentAsSdk.conversations(response.json());
      return page.conversations.map((summary) => summary.conversationId).sort();
    };
    expect(await listed(`tag_ids=${urgent}`)).toEqual([first]);
    expect(await listed(`tag_ids=${billing}`)).toEqual([first, second].sort());
    // Repeated keys (as the SDK sends a list) match any of the tags.
    expect(await listed(`tag_ids=${urgent}&tag_ids=${billing}`)).toEqual([first, second].sort());
    const summaries = await call("GET", `/v1/convai/conversations?tag_ids=${urgent}`);
    expect(summaries.json().conversations[0].tag_ids).toEqual([urgent, billing, happy]);

    const unassigned = await call("DELETE", `/v1/convai/conversations/${first}/tags/${urgent}`);
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(await tagIdsOf(first)).toEqual([billing, happy]);
    // A tag the conversation does not carry changes nothing.
    expect((await call("DELETE", `/v1/convai/conversations/${first}/tags/${urgent}`)).statusCode).toBe(200);
    expect(await listed(`tag_ids=${urgent}`)).toEqual([]);

    // Assignments at the same time all land (each waits for the conversation's row).
    const together = await Promise.all(["One", "Two", "Three", "Four"].map((title) => createTag(title)));
    const third = await storedConversation();
    await Promise.all(
      together.map((tag) => call("POST", `/v1/convai/conversations/${third}/tags`, { tag_ids: [tag.tagId] })),
    );
    expect((await tagIdsOf(third))?.sort()).toEqual(together.map((tag) => tag.tagId).sort());

    expect((await call("DELETE", `/v1/convai/tags/${billing}`)).statusCode).toBe(200);
    expect(await tagIdsOf(first)).toEqual([happy]);
    expect(await tagIdsOf(second)).toEqual([]);
  });

  it("answers unknown tags and conversations with 404 in the ElevenLabs shape, assigning none of the tags", async () => {
    const known = (await createTag("Known")).tagId;
    const conversationId = await storedConversation();
    const unknown = await call("POST", `/v1/convai/conversations/${conversationId}/tags`, {
      tag_ids: [known, "ctag_nothing"],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: {
        status: "conversation_tag_not_found",
        message: messages.conversationTagNotFound("ctag_nothing"),
      },
    });
    expect(await tagIdsOf(conversationId)).toEqual([]);

    const noConversation = await call("POST", "/v1/convai/conversations/conv_nothing/tags", {
      tag_ids: [known],
    });
    expect(noConversation.statusCode).toBe(404);
    expect(noConversation.json().detail.status).toBe("conversation_not_found");
    const unassignUnknown = await call(
      "DELETE",
      `/v1/convai/conversations/${conversationId}/tags/ctag_nothing`,
    );
    expect(unassignUnknown.statusCode).toBe(404);
    expect(unassignUnknown.json().detail.status).toBe("conversation_tag_not_found");
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const response = await call(
        method,
        "/v1/convai/tags/ctag_nothing",
        method === "PATCH" ? {} : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().detail.status).toBe("conversation_tag_not_found");
    }
  });

  it("keeps each workspace's tags to itself", async () => {
    const mine = (await createTag("Mine")).tagId;
    const theirs = (await createTag("Theirs", undefined, stranger)).tagId;
    const myConversation = await storedConversation();
    const theirConversation = await storedConversation(stranger);
    await call("POST", `/v1/convai/conversations/${myConversation}/tags`, { tag_ids: [mine] });

    const strangerCall = as(stranger);
    for (const [method, url] of [
      ["GET", `/v1/convai/tags/${mine}`],
      ["PATCH", `/v1/convai/tags/${mine}`],
      ["DELETE", `/v1/convai/tags/${mine}`],
      ["DELETE", `/v1/convai/conversations/${myConversation}/tags/${mine}`],
    ] as const) {
      const response = await strangerCall(method, url, method === "PATCH" ? { title: "Taken" } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own conversation, my tag: the tag is not theirs to use.
    const borrowed = await strangerCall("POST", `/v1/convai/conversations/${theirConversation}/tags`, {
      tag_ids: [mine],
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().detail.status).toBe("conversation_tag_not_found");
    // My conversation, their tag.
    const lent = await strangerCall("POST", `/v1/convai/conversations/${myConversation}/tags`, {
      tag_ids: [theirs],
    });
    expect(lent.statusCode).toBe(404);
    expect(await tagIdsOf(myConversation)).toEqual([mine]);
    expect(await tagIdsOf(theirConversation, stranger)).toEqual([]);

    const theirList = readAgentAsSdk.tags(
      (await strangerCall("GET", "/v1/convai/tags?page_size=100")).json(),
    );
    expect(theirList.conversationTags.map((tag) => tag.tagId)).toEqual([theirs]);
    const filtered = await strangerCall("GET", `/v1/convai/conversations?tag_ids=${mine}`);
    expect(filtered.json().conversations).toEqual([]);
    expect((await call("GET", `/v1/convai/tags/${mine}`)).json().title).toBe("Mine");
  });

  it("lets only the tag's creator or a workspace admin change or delete it; any member uses it", async () => {
    const team = await createTestAccount(server);
    const colleague = await createTestAccount(server);
    const editor = await addTestMember(server, team.workspace.id, colleague.user.id, "editor");
    const adminAccount = await createTestAccount(server);
    const admin = await addTestMember(server, team.workspace.id, adminAccount.user.id, "admin");
    const ownersTag = (await createTag("Owner's", undefined, team)).tagId;
    const conversationId = await storedConversation(team);

    const refused = await as(editor)("PATCH", `/v1/convai/tags/${ownersTag}`, { title: "Mine now" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toEqual({
      status: "forbidden",
      message: messages.conversationTagOwnerOrAdmin,
    });
    expect((await as(editor)("DELETE", `/v1/convai/tags/${ownersTag}`)).statusCode).toBe(403);
    // Using a colleague's tag is fine, and so is changing one's own.
    expect(
      (await as(editor)("POST", `/v1/convai/conversations/${conversationId}/tags`, { tag_ids: [ownersTag] }))
        .statusCode,
    ).toBe(200);
    const editorsTag = (await createTag("Editor's", undefined, editor)).tagId;
    expect(
      (await as(editor)("PATCH", `/v1/convai/tags/${editorsTag}`, { title: "Renamed" })).statusCode,
    ).toBe(200);
    expect((await as(admin)("PATCH", `/v1/convai/tags/${ownersTag}`, { title: "By admin" })).statusCode).toBe(
      200,
    );
    expect((await as(admin)("DELETE", `/v1/convai/tags/${editorsTag}`)).statusCode).toBe(200);
  });

  it("refuses inputs over their bounds with a 422 naming the field", async () => {
    const fieldOf = (response: { statusCode: number; json: () => { detail: { loc: unknown[] }[] } }) => {
      expect(response.statusCode).toBe(422);
      return response.json().detail[0]!.loc;
    };
    const longTitle = "t".repeat(conversationTagLimits.titleCharacters + 1);
    expect(fieldOf(await call("POST", "/v1/convai/tags", { title: longTitle }))).toEqual(["body", "title"]);
    expect(fieldOf(await call("POST", "/v1/convai/tags", { title: "   " }))).toEqual(["body", "title"]);
    expect(fieldOf(await call("POST", "/v1/convai/tags", {}))).toEqual(["body", "title"]);
    const longDescription = "d".repeat(conversationTagLimits.descriptionCharacters + 1);
    expect(
      fieldOf(await call("POST", "/v1/convai/tags", { title: "Fine", description: longDescription })),
    ).toEqual(["body", "description"]);
    const maxPage = conversationTagLimits.pageSize.max;
    expect(fieldOf(await call("GET", `/v1/convai/tags?page_size=${maxPage + 1}`))).toEqual([
      "query",
      "page_size",
    ]);
    const badCursor = await call("GET", "/v1/convai/tags?cursor=nonsense");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().detail.status).toBe("invalid_request");

    const max = conversationTagLimits.perConversation;
    const conversationId = await storedConversation();
    const tooMany = Array.from({ length: max + 1 }, (_, index) => `ctag_${index}`);
    expect(
      fieldOf(await call("POST", `/v1/convai/conversations/${conversationId}/tags`, { tag_ids: tooMany })),
    ).toEqual(["body", "tag_ids"]);
    const tags = await Promise.all(Array.from({ length: max + 1 }, (_, index) => createTag(`Bulk ${index}`)));
    const ids = tags.map((tag) => tag.tagId);
    expect(
      (await call("POST", `/v1/convai/conversations/${conversationId}/tags`, { tag_ids: ids.slice(0, max) }))
        .statusCode,
    ).toBe(200);
    const over = await call("POST", `/v1/convai/conversations/${conversationId}/tags`, {
      tag_ids: [ids[max]],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail[0]).toMatchObject({
      loc: ["body", "tag_ids"],
      msg: messages.conversationTagsTooMany(max),
    });
    expect(await tagIdsOf(conversationId)).toHaveLength(max);
  });
});
