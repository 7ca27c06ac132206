import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { GetConversationUsersPageResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, endedConversation } from "../agents/support.ts";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

const readPage = (body: unknown) => GetConversationUsersPageResponseModel.parseOrThrow(body, sdkOptions);

describe.each(databaseKinds)("the callers of a workspace's agents on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  let support: string;
  let sales: string;
  const base = new Date("2026-03-01T10:00:00Z");
  const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
  const unix = (minutes: number) => Math.floor(at(minutes).getTime() / 1000);
  const ids: Record<string, string> = {};

  /** A conversation stored directly; the caller given as `user_id` or only in the client data. */
  const stored = async (
    account: TestAccount,
    agentId: string,
    agentName: string,
    minutes: number,
    caller: { userId?: string; clientUserId?: string },
  ) => {
    const conversation = endedConversation({
      workspaceId: account.workspace.id,
      agentId,
      agentName,
      startedAt: at(minutes),
      authorizationMethod: "public",
    });
    conversation.userId = caller.userId ?? null;
    conversation.metadata.clientData.userId = caller.clientUserId ?? null;
    await server.ports.store.conversations.insert(conversation);
    return conversation.id;
  };
  const list = async (query = "", account = owner) => {
    const response = await server.request("GET", `/v1/convai/users${query}`, { token: account.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    return readPage(response.json());
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
    support = await createAgent(server, owner, { name: "Support" });
    sales = await createAgent(server, owner, { name: "Sales" });
    await stored(owner, support, "Support", 0, { userId: "ada@example.com" });
    await stored(owner, sales, "Sales", 10, { userId: "ada@example.com" });
    ids.adaLast = await stored(owner, support, "Support", 20, { clientUserId: "ada@example.com" });
    await stored(owner, support, "Support", 5, { userId: "bob_1" });
    ids.bobLast = await stored(owner, sales, "Sales", 30, { userId: "bob_1" });
    ids.carolOnly = await stored(owner, sales, "Sales", 15, { userId: "carol%" });
    await stored(owner, support, "Support", 40, {}); // no caller: not listed
    const theirs = await createAgent(server, stranger, { name: "Theirs" });
    await stored(stranger, theirs, "Theirs", 50, { userId: "ada@example.com" });
  });
  afterAll(async () => server?.close());

  it("lists each caller once with counts, first and last contact, newest contact first", async () => {
    const page = await list();
    expect(page.hasMore).toBe(false);
    expect(page.nextCursor).toBeUndefined();
    expect(page.users.map((user) => [user.userId, user.conversationCount])).toEqual([
      ["bob_1", 2],
      ["ada@example.com", 3],
      ["carol%", 1],
    ]);
    expect(page.users[1]).toMatchObject({
      userId: "ada@example.com",
      firstContactUnixSecs: unix(0),
      lastContactUnixSecs: unix(20),
      lastContactConversationId: ids.adaLast,
      lastContactAgentId: support,
      lastContactAgentName: "Support",
      sentiment: expect.objectContaining({ scoredConversationCount: 0 }),
    });
  });

  it("filters by agent, call start and search; sorts by count either way", async () => {
    expect((await list(`?agent_id=${sales}`)).users.map((u) => [u.userId, u.conversationCount])).toEqual([
      ["bob_1", 1],
      ["carol%", 1],
      ["ada@example.com", 1],
    ]);
    const window = await list(`?call_start_after_unix=${unix(5)}&call_start_before_unix=${unix(20)}`);
    expect(window.users.map((u) => [u.userId, u.conversationCount])).toEqual([
      ["carol%", 1],
      ["ada@example.com", 1],
      ["bob_1", 1],
    ]);
    expect((await list("?search=ADA")).users.map((u) => u.userId)).toEqual(["ada@example.com"]);
    // % is a character searched for, not a wildcard.
    expect((await list("?search=%25")).users.map((u) => u.userId)).toEqual(["carol%"]);
    expect((await list("?sort_by=conversation_count")).users.map((u) => u.userId)).toEqual([
      "ada@example.com",
      "bob_1",
      "carol%",
    ]);
    expect((await list("?sort_by=conversation_count&sort_direction=asc")).users.map((u) => u.userId)).toEqual(
      ["carol%", "bob_1", "ada@example.com"],
    );
  });

  it("pages with a cursor that belongs to its sort", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3; i++) {
      const page = await list(`?sort_by=conversation_count&page_size=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.users.map((u) => u.userId));
      expect(page.hasMore).toBe(i < 2);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(["ada@example.com", "bob_1", "carol%"]);
    const first = await list("?page_size=1");
    const wrongSort = await server.request(
      "GET",
      `/v1/convai/users?sort_by=conversation_count&cursor=${first.nextCursor}`,
      {
        token: owner.accessToken,
      },
    );
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json()).toEqual({
      detail: { status: "invalid_request", message: messages.invalidCursor },
    });
  });

  it("shows another workspace only its own callers", async () => {
    const theirs = await list("", stranger);
    expect(theirs.users.map((u) => [u.userId, u.conversationCount])).toEqual([["ada@example.com", 1]]);
  });
});
