import { messages } from "@chorus/contract";
import { conversationTurn } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  AgentConversationTicketResponseModel,
  AssignableUserResponseModel,
  GetAgentConversationTicketsPageResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions } from "../sdk-read-options.ts";
import { createAgent, endedConversation } from "./support.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Caller = { accessToken: string };

/** Answers read with the official SDK's own schemas (a missing required field throws). */
const readTicket = (body: unknown) => AgentConversationTicketResponseModel.parseOrThrow(body, sdkReadOptions);
const readPage = (body: unknown) =>
  GetAgentConversationTicketsPageResponseModel.parseOrThrow(body, sdkReadOptions);

describe.each(databaseKinds)("triage tickets on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const as = (account: Caller) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });

  /** A finished three-turn conversation of a new agent of the account's workspace. */
  const storedConversation = async (account: TestAccount = owner, agentId?: string) => {
    const agent = agentId ?? (await createAgent(server, account, { name: "Support desk" }));
    const conversation = endedConversation({
      workspaceId: account.workspace.id,
      agentId: agent,
      agentName: "Support desk",
      startedAt: server.clock.now(),
      authorizationMethod: "public",
    });
    conversation.transcript = [
      conversationTurn({ role: "agent", message: "Hello, how can I help?", timeInCallSecs: 0 }),
      conversationTurn({ role: "user", message: "What does the plan cost?", timeInCallSecs: 2 }),
      conversationTurn({ role: "agent", message: "It is free forever.", timeInCallSecs: 4 }),
    ];
    await server.ports.store.conversations.insert(conversation);
    return { conversationId: conversation.id, agentId: agent, startedAt: conversation.startedAt };
  };
  const raise = async (account: Caller, body: Record<string, unknown>) => {
    const response = await as(account)("POST", "/v1/convai/triage-tickets", body);
    expect(response.statusCode, response.body).toBe(200);
    return readTicket(response.json());
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("raises a ticket from a conversation on turns it has, and joins a second report to the open ticket", async () => {
    const { conversationId, agentId, startedAt } = await storedConversation();
    const ticket = await raise(owner, {
      conversation_id: conversationId,
      qa_comment: "The agent  gave\na wrong price.",
      turn_comments: [
        { turn_index: 2, comment: "Not free: 10 euros a month." },
        { turn_index: 0, comment: "Greeting fine." },
      ],
      priority: "low",
    });
    expect(ticket).toMatchObject({
      agentId,
      workspaceId: owner.workspace.id,
      ownerUserId: owner.user.id,
      source: "qa",
      status: "open",
      priority: "low",
      title: "The agent gave a wrong price.",
      qaComment: "The agent  gave\na wrong price.",
      conversationIds: [conversationId],
      needsClustering: false,
      labels: [],
      firstSeenUnixSecs: Math.floor(startedAt.getTime() / 1000),
    });
    expect(ticket.agentqaTicketId).toMatch(/^tkt_\w{24}$/);
    expect(ticket.turnComments.map((turn) => [turn.turnIndex, turn.comment])).toEqual([
      [2, "Not free: 10 euros a month."],
      [0, "Greeting fine."],
    ]);

    // A turn the transcript does not have is refused, naming it; nothing is written.
    const beyond = await as(owner)("POST", "/v1/convai/triage-tickets", {
      conversation_id: conversationId,
      turn_comments: [{ turn_index: 3, comment: "No such turn" }],
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().detail[0]).toMatchObject({
      loc: ["body", "turn_comments", 0, "turn_index"],
      msg: messages.triageTurnNotFound(3, 3),
    });

    // A second report on the same conversation joins its open ticket: the title is ignored, the
    // description becomes a comment, and the priority rises.
    server.clock.advance(60_000);
    const joined = await raise(owner, {
      conversation_id: conversationId,
      title: "Ignored",
      qa_comment: "Seen again today.",
      turn_comments: [{ turn_index: 1, comment: "Asked clearly." }],
      priority: "high",
    });
    expect(joined.agentqaTicketId).toBe(ticket.agentqaTicketId);
    expect(joined.title).toBe(ticket.title);
    expect(joined.ticketComments.map((comment) => comment.comment)).toEqual(["Seen again today."]);
    expect(joined.turnComments).toHaveLength(3);
    expect(joined.priority).toBe("high");
    expect(joined.priorityChanges).toEqual([
      expect.objectContaining({ priority: "high", changedByUserId: owner.user.id }),
    ]);
    // A lower priority leaves it; a resolved ticket no longer collects reports.
    expect((await raise(owner, { conversation_id: conversationId, priority: "low" })).priority).toBe("high");
    await as(owner)("PATCH", `/v1/convai/triage-tickets/${ticket.agentqaTicketId}`, { status: "resolved" });
    const fresh = await raise(owner, { conversation_id: conversationId });
    expect(fresh.agentqaTicketId).not.toBe(ticket.agentqaTicketId);
    // Without comments the title falls back to the conversation.
    expect(fresh.title).toBe("Conversation with Support desk");

    const foreign = await storedConversation(stranger);
    const refused = await as(owner)("POST", "/v1/convai/triage-tickets", {
      conversation_id: foreign.conversationId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toEqual({
      status: "conversation_not_found",
      message: messages.conversationNotFound,
    });
  });

  it("makes manual tickets, takes comments and turn comments, and keeps status, priority and assignee changes", async () => {
    const team = await createTestAccount(server);
    const colleague = await createTestAccount(server);
    await addTestMember(server, team.workspace.id, colleague.user.id, "editor");
    const watcherAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, team.workspace.id, watcherAccount.user.id, "viewer");
    const { conversationId, agentId } = await storedConversation(team);

    const manual = await as(team)("POST", `/v1/convai/agents/${agentId}/triage-tickets`, {
      qa_comment: "Add the new prices to the knowledge base before Monday, please.",
      priority: "medium",
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const manualTicket = readTicket(manual.json());
    expect(manualTicket).toMatchObject({
      source: "manual",
      agentId,
      conversationIds: [],
      title: "Add the new prices to the knowledge base before Monday, please.",
    });
    expect(manualTicket.firstSeenUnixSecs).toBeUndefined();
    const onForeignAgent = await as(team)(
      "POST",
      `/v1/convai/agents/${(await storedConversation(stranger)).agentId}/triage-tickets`,
      { qa_comment: "Not ours" },
    );
    expect(onForeignAgent.statusCode).toBe(404);

    const url = (id: string, rest = "") => `/v1/convai/triage-tickets/${id}${rest}`;
    const commented = await as(team)("POST", url(manualTicket.agentqaTicketId, "/comments"), {
      comment: "Drafted them.",
    });
    expect(readTicket(commented.json()).ticketComments).toEqual([
      expect.objectContaining({ comment: "Drafted them.", ownerUserId: team.user.id }),
    ]);
    const blank = await as(team)("POST", url(manualTicket.agentqaTicketId, "/comments"), { comment: "   " });
    expect(blank.json().detail[0]).toMatchObject({
      loc: ["body", "comment"],
      msg: messages.triageCommentBlank,
    });
    const noTurns = await as(team)("POST", url(manualTicket.agentqaTicketId, "/turn-comments"), {
      turn_index: 0,
      comment: "Which turn?",
    });
    expect(noTurns.statusCode).toBe(422);
    expect(noTurns.json().detail[0].msg).toBe(messages.triageTicketWithoutConversation);

    const ticket = await raise(team, {
      conversation_id: conversationId,
      title: "Price",
      qa_comment: "Wrong",
    });
    const turn = await as(team)("POST", url(ticket.agentqaTicketId, "/turn-comments"), {
      turn_index: 2,
      comment: "Here.",
    });
    expect(turn.statusCode, turn.body).toBe(200);
    expect(turn.json().turn_comments).toEqual([
      expect.objectContaining({ turn_index: 2, comment: "Here.", conversation_id: conversationId }),
    ]);
    const badTurn = await as(team)("POST", url(ticket.agentqaTicketId, "/turn-comments"), {
      turn_index: 7,
      comment: "Nope.",
    });
    expect(badTurn.json().detail[0]).toMatchObject({
      loc: ["body", "turn_index"],
      msg: messages.triageTurnNotFound(7, 3),
    });

    server.clock.advance(5_000);
    const patched = await as(team)("PATCH", url(ticket.agentqaTicketId), {
      status: "in_progress",
      priority: "urgent",
      assignee_user_id: colleague.user.id,
      title: "  Wrong price quoted  ",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = readTicket(patched.json());
    expect(changed).toMatchObject({
      status: "in_progress",
      priority: "urgent",
      assigneeUserId: colleague.user.id,
      title: "Wrong price quoted",
    });
    expect(changed.statusChanges).toEqual([
      expect.objectContaining({ status: "in_progress", changedByUserId: team.user.id }),
    ]);
    expect(changed.priorityChanges.map((change) => change.priority)).toEqual(["urgent"]);
    expect(changed.updatedAtUnixSecs).toBeGreaterThan(changed.createdAtUnixSecs);

    // Left out (or null, as the SDK may send) keeps; null assignee unassigns, null priority clears.
    const cleared = readTicket(
      (
        await as(team)("PATCH", url(ticket.agentqaTicketId), {
          assignee_user_id: null,
          priority: null,
          title: null,
        })
      ).json(),
    );
    expect(cleared).toMatchObject({ status: "in_progress", title: "Wrong price quoted" });
    expect(cleared.assigneeUserId).toBeUndefined();
    expect(cleared.priority).toBeUndefined();
    expect(cleared.priorityChanges.map((change) => change.priority ?? null)).toEqual(["urgent", null]);

    const outsider = await as(team)("PATCH", url(ticket.agentqaTicketId), {
      assignee_user_id: stranger.user.id,
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().detail[0]).toMatchObject({
      loc: ["body", "assignee_user_id"],
      msg: messages.triageAssigneeNotMember,
    });
    const merged = await as(team)("PATCH", url(ticket.agentqaTicketId), { status: "merged" });
    expect(merged.json().detail[0].msg).toBe(messages.triageStatusMergedByMerge);

    // Viewers read tickets but change none.
    expect((await as(viewer)("GET", url(ticket.agentqaTicketId))).statusCode).toBe(200);
    const viewerWrite = await as(viewer)("POST", url(ticket.agentqaTicketId, "/comments"), { comment: "Hi" });
    expect(viewerWrite.statusCode).toBe(403);
    expect(viewerWrite.json().detail.status).toBe("forbidden");

    const users = await as(team)("GET", `/v1/convai/agents/${agentId}/triage-tickets/assignable-users`);
    expect(users.statusCode, users.body).toBe(200);
    const assignable = (users.json() as unknown[]).map((user) =>
      AssignableUserResponseModel.parseOrThrow(user, sdkReadOptions),
    );
    expect(assignable.map((user) => user.userId).sort()).toEqual(
      [team.user.id, colleague.user.id, watcherAccount.user.id].sort(),
    );
    expect(assignable.every((user) => user.hasAccess && !user.isServiceAccount)).toBe(true);
  });

  it("lists tickets a page at a time, by filters, by priority and by search", async () => {
    const team = await createTestAccount(server);
    const colleague = await createTestAccount(server);
    await addTestMember(server, team.workspace.id, colleague.user.id, "editor");
    const first = await storedConversation(team);
    const second = await storedConversation(team, first.agentId);
    const other = await storedConversation(team);
    const make = async (conversationId: string, title: string, priority?: string) => {
      server.clock.advance(1_000);
      return (
        await raise(team, { conversation_id: conversationId, title, qa_comment: `About ${title}`, priority })
      ).agentqaTicketId;
    };
    const a = await make(first.conversationId, "Alpha", "low");
    const b = await make(second.conversationId, "Bravo", "urgent");
    const c = await make(other.conversationId, "Charlie");
    server.clock.advance(1_000);
    const d = readTicket(
      (
        await as(team)("POST", `/v1/convai/agents/${first.agentId}/triage-tickets`, {
          qa_comment: "Delta: the refund   policy is missing",
          priority: "high",
        })
      ).json(),
    ).agentqaTicketId;
    await as(team)("PATCH", `/v1/convai/triage-tickets/${b}`, { assignee_user_id: colleague.user.id });

    const ids = async (query: string, agentId?: string) => {
      const path = agentId ? `/v1/convai/agents/${agentId}/triage-tickets` : "/v1/convai/triage-tickets";
      const response = await as(team)("GET", `${path}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return readPage(response.json()).agentConversationTickets.map((ticket) => ticket.agentqaTicketId);
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 2; page++) {
      const query = new URLSearchParams({ page_size: "2", ...(cursor && { cursor }) });
      const body = readPage((await as(team)("GET", `/v1/convai/triage-tickets?${query}`)).json());
      seen.push(...body.agentConversationTickets.map((ticket) => ticket.agentqaTicketId));
      expect(body.hasMore).toBe(page === 0);
      cursor = body.nextCursor;
    }
    expect(seen).toEqual([d, c, b, a]);
    expect(await ids("sort_by=priority")).toEqual([b, d, a, c]);
    // Pages of the priority order follow on from each other too.
    const top = readPage(
      (await as(team)("GET", "/v1/convai/triage-tickets?sort_by=priority&page_size=3")).json(),
    );
    expect(await ids(`sort_by=priority&cursor=${top.nextCursor}`)).toEqual([c]);
    const wrongSort = await as(team)("GET", `/v1/convai/triage-tickets?cursor=${top.nextCursor}`);
    expect(wrongSort.statusCode).toBe(400);

    expect(await ids("priorities=low&priorities=urgent")).toEqual([b, a]);
    expect(await ids("priorities=high,low")).toEqual([d, a]);
    expect(await ids("sources=manual")).toEqual([d]);
    expect(await ids(`assignee_user_id=${colleague.user.id}`)).toEqual([b]);
    expect(await ids("assignee_user_id=unassigned")).toEqual([d, c, a]);
    expect(await ids(`owner_user_id=${team.user.id}&status=open`)).toEqual([d, c, b, a]);
    expect(await ids("owner_user_id=agent")).toEqual([]);
    expect(await ids("issue_type=knowledge_gap")).toEqual([]);
    expect(await ids(`agent_id=${other.agentId}`)).toEqual([c]);
    expect(await ids("", first.agentId)).toEqual([d, b, a]);
    expect(await ids(`conversation_id=${second.conversationId}`, first.agentId)).toEqual([b]);
    expect((await as(team)("GET", "/v1/convai/triage-tickets?priorities=severe")).statusCode).toBe(422);
    const foreignAgent = await as(team)(
      "GET",
      `/v1/convai/agents/${(await storedConversation(stranger)).agentId}/triage-tickets`,
    );
    expect(foreignAgent.statusCode).toBe(404);
    // Another workspace sees none of them.
    expect(
      readPage((await as(stranger)("GET", "/v1/convai/triage-tickets")).json()).agentConversationTickets,
    ).toEqual([]);

    const searched = readPage(
      (await as(team)("GET", "/v1/convai/triage-tickets?search=REFUND%20policy")).json(),
    );
    expect(searched.agentConversationTickets.map((ticket) => ticket.agentqaTicketId)).toEqual([d]);
    const match = searched.agentConversationTickets[0]!.searchMatch!;
    expect(match.field).toBe("title");
    expect(match.snippet.slice(match.highlightStart, match.highlightEnd)).toBe("refund policy");
    expect(await ids("search=About%20Bravo")).toEqual([b]);
    expect(await ids("search=100%25")).toEqual([]);
  });

  it("merges tickets of the same agent into one, and deletes a ticket with those merged into it", async () => {
    const team = await createTestAccount(server);
    const first = await storedConversation(team);
    const second = await storedConversation(team, first.agentId);
    const third = await storedConversation(team, first.agentId);
    const elsewhere = await storedConversation(team);
    const target = await raise(team, {
      conversation_id: first.conversationId,
      qa_comment: "Price",
      priority: "low",
    });
    server.clock.advance(1_000);
    const source = await raise(team, {
      conversation_id: second.conversationId,
      qa_comment: "Price again",
      turn_comments: [{ turn_index: 1, comment: "Same question" }],
      priority: "high",
    });
    const later = await raise(team, { conversation_id: third.conversationId, qa_comment: "And again" });
    const otherAgent = await raise(team, { conversation_id: elsewhere.conversationId, qa_comment: "Other" });
    const mergeInto = (id: string, sources: string[]) =>
      as(team)("POST", `/v1/convai/triage-tickets/${id}/merge`, { source_ticket_ids: sources });

    const refusedAgent = await mergeInto(target.agentqaTicketId, [otherAgent.agentqaTicketId]);
    expect(refusedAgent.statusCode).toBe(422);
    expect(refusedAgent.json().detail[0]).toMatchObject({
      loc: ["body", "source_ticket_ids"],
      msg: messages.triageMergeOtherAgent(otherAgent.agentqaTicketId),
    });
    const itself = await mergeInto(target.agentqaTicketId, [target.agentqaTicketId]);
    expect(itself.json().detail[0].msg).toBe(messages.triageMergeIntoItself);
    const foreign = await raise(stranger, {
      conversation_id: (await storedConversation(stranger)).conversationId,
    });
    expect((await mergeInto(target.agentqaTicketId, [foreign.agentqaTicketId])).statusCode).toBe(404);

    // `later` is merged into `source` first, then `source` into the target: both end up pointing at it.
    expect((await mergeInto(source.agentqaTicketId, [later.agentqaTicketId])).statusCode).toBe(200);
    const merged = await mergeInto(target.agentqaTicketId, [source.agentqaTicketId]);
    expect(merged.statusCode, merged.body).toBe(200);
    const folded = readTicket(merged.json());
    expect(folded.conversationIds).toEqual([
      first.conversationId,
      second.conversationId,
      third.conversationId,
    ]);
    expect(folded.priority).toBe("high");
    expect(folded.ticketComments.map((comment) => comment.comment)).toEqual(["Price again", "And again"]);
    expect(folded.turnComments.map((turn) => turn.comment)).toEqual(["Same question"]);
    const gone = readTicket(
      (await as(team)("GET", `/v1/convai/triage-tickets/${source.agentqaTicketId}`)).json(),
    );
    expect(gone).toMatchObject({ status: "merged", mergedIntoTicketId: target.agentqaTicketId });
    const listed = readPage(
      (
        await as(team)("GET", `/v1/convai/triage-tickets?merged_into_ticket_id=${target.agentqaTicketId}`)
      ).json(),
    );
    expect(listed.agentConversationTickets.map((ticket) => ticket.agentqaTicketId).sort()).toEqual(
      [source.agentqaTicketId, later.agentqaTicketId].sort(),
    );
    const again = await mergeInto(target.agentqaTicketId, [source.agentqaTicketId]);
    expect(again.json().detail[0].msg).toBe(messages.triageMergeAlreadyMerged(source.agentqaTicketId));
    // A report on a merged ticket's conversation joins the target, which now holds it.
    const report = await raise(team, { conversation_id: second.conversationId, qa_comment: "Third time" });
    expect(report.agentqaTicketId).toBe(target.agentqaTicketId);

    const deleted = await as(team)("DELETE", `/v1/convai/triage-tickets/${target.agentqaTicketId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const id of [target.agentqaTicketId, source.agentqaTicketId, later.agentqaTicketId]) {
      const response = await as(team)("GET", `/v1/convai/triage-tickets/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toEqual({
        status: "triage_ticket_not_found",
        message: messages.triageTicketNotFound(id),
      });
    }
    expect(
      (await as(team)("GET", `/v1/convai/triage-tickets/${otherAgent.agentqaTicketId}`)).statusCode,
    ).toBe(200);
  });
});
