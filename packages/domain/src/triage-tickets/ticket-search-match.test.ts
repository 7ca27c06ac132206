import { describe, expect, it } from "vitest";
import { ticketSearchMatch } from "./ticket-search-match.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

const ticket = (patch: Partial<TriageTicketRecord>): TriageTicketRecord => ({
  id: "tkt_1",
  workspaceId: "ws",
  agentId: "agent",
  ownerUserId: "user",
  source: "qa",
  title: "Wrong price",
  qaComment: null,
  conversationIds: [],
  firstSeenAt: null,
  lastSeenAt: null,
  comments: [],
  turnComments: [],
  status: "open",
  priority: null,
  priorityChanges: [],
  statusChanges: [],
  mergedIntoTicketId: null,
  assigneeUserId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...patch,
});

describe("ticketSearchMatch", () => {
  it("finds the title first, in any case, and marks the match in the snippet", () => {
    const match = ticketSearchMatch(ticket({ qaComment: "price again" }), "PRICE")!;
    expect(match).toMatchObject({ field: "title", snippet: "Wrong price", turnIndex: null });
    expect(match.snippet.slice(match.highlightStart, match.highlightEnd)).toBe("price");
  });

  it("cuts long texts around the match with ellipses and collapses whitespace", () => {
    const long = `${"a ".repeat(100)}the  refund\npolicy ${"b ".repeat(100)}`;
    const match = ticketSearchMatch(
      ticket({ comments: [{ comment: long, createdAtMs: 0, ownerUserId: null }] }),
      "refund policy",
    )!;
    expect(match.field).toBe("comment");
    expect(match.snippet.startsWith("…")).toBe(true);
    expect(match.snippet.endsWith("…")).toBe(true);
    expect(match.snippet.slice(match.highlightStart, match.highlightEnd)).toBe("refund policy");
  });

  it("names the turn of a turn comment, and gives none when nothing matches", () => {
    const withTurn = ticket({
      turnComments: [
        { comment: "Hung up early", conversationId: "c", turnIndex: 3, createdAtMs: 0, ownerUserId: null },
      ],
    });
    expect(ticketSearchMatch(withTurn, "hung up")).toMatchObject({ field: "turn_comment", turnIndex: 3 });
    expect(ticketSearchMatch(withTurn, "nothing like it")).toBeNull();
  });
});
