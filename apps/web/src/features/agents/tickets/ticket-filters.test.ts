import { describe, expect, it } from "vitest";
import {
  isTicketFiltered,
  ticketFiltersFrom,
  ticketListQueryOf,
  withTicketFilter,
} from "./ticket-filters.ts";

describe("ticket filters", () => {
  it("reads the URL, ignoring values the server does not know", () => {
    const filters = ticketFiltersFrom(
      new URLSearchParams("agent=a1&status=open&priority=severe&sort=priority&q=%20price"),
    );
    expect(filters).toEqual({
      agentId: "a1",
      status: "open",
      priority: "",
      assignee: "",
      sort: "priority",
      search: " price",
    });
    expect(ticketListQueryOf(filters)).toEqual({
      agent_id: "a1",
      status: "open",
      priorities: undefined,
      assignee_user_id: undefined,
      sort_by: "priority",
      search: "price",
    });
    expect(isTicketFiltered(filters)).toBe(true);
    expect(isTicketFiltered(ticketFiltersFrom(new URLSearchParams("sort=priority")))).toBe(false);
  });

  it("changes one filter in the URL, taking out empty values and the default sort", () => {
    const url = new URLSearchParams("agent=a1&sort=priority");
    expect(withTicketFilter(url, "status", "resolved").toString()).toBe(
      "agent=a1&sort=priority&status=resolved",
    );
    expect(withTicketFilter(url, "agentId", "").toString()).toBe("sort=priority");
    expect(withTicketFilter(url, "sort", "created_at").toString()).toBe("agent=a1");
  });
});
