import { describe, expect, it } from "vitest";
import { filtersFromParams, isFiltered, listQueryOf, withFilter } from "./conversation-filters.ts";

const localMidnight = (year: number, month: number, day: number) =>
  Math.floor(new Date(year, month - 1, day).getTime() / 1000);

describe("the conversation history's filters", () => {
  it("reads the URL's filters and ignores values it does not know", () => {
    const filters = filtersFromParams(
      new URLSearchParams("agent=agent_1&outcome=failure&from=2025-03-01&to=nonsense&min=30&tag=ctag_1"),
    );
    expect(filters).toEqual({
      agentId: "agent_1",
      outcome: "failure",
      from: "2025-03-01",
      to: "",
      minSeconds: 30,
      tagId: "ctag_1",
    });
    expect(filtersFromParams(new URLSearchParams("outcome=great&min=-4"))).toMatchObject({
      outcome: "",
      minSeconds: 0,
    });
  });

  it("asks for whole local days: from the first day's midnight to before the day after the last", () => {
    const query = listQueryOf(
      filtersFromParams(new URLSearchParams("from=2025-03-01&to=2025-03-31&min=60&agent=agent_2&tag=ctag_2")),
    );
    expect(query).toEqual({
      agent_id: "agent_2",
      call_start_after_unix: localMidnight(2025, 3, 1),
      call_start_before_unix: localMidnight(2025, 4, 1),
      call_duration_min_secs: 60,
      tag_ids: "ctag_2",
    });
    expect(listQueryOf(filtersFromParams(new URLSearchParams()))).toEqual({});
  });

  it("sets and clears one filter in the URL, keeping the others", () => {
    const params = new URLSearchParams("agent=agent_1&min=10");
    const cleared = withFilter(params, "agentId", "");
    expect(cleared.toString()).toBe("min=10");
    expect(withFilter(cleared, "outcome", "success").toString()).toBe("min=10&outcome=success");
    expect(withFilter(params, "minSeconds", 0).toString()).toBe("agent=agent_1");
    expect(isFiltered(filtersFromParams(new URLSearchParams()))).toBe(false);
    expect(isFiltered(filtersFromParams(params))).toBe(true);
  });
});
