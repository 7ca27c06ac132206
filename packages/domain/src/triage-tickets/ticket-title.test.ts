import { triageTicketLimits } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { titleFromTexts } from "./ticket-title.ts";

describe("titleFromTexts", () => {
  it("takes the first text that says something, on one line", () => {
    expect(titleFromTexts([null, "  ", "The agent\nquoted the  wrong price", "later"])).toBe(
      "The agent quoted the wrong price",
    );
    expect(titleFromTexts([undefined, ""])).toBeNull();
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const long = `${"word ".repeat(40)}end`;
    const title = titleFromTexts([long])!;
    expect(title.endsWith("word…")).toBe(true);
    expect(title.length).toBeLessThanOrEqual(triageTicketLimits.derivedTitleCharacters + 1);
    // A text without spaces is cut where the limit falls.
    expect(titleFromTexts(["x".repeat(200)])).toBe(
      `${"x".repeat(triageTicketLimits.derivedTitleCharacters)}…`,
    );
  });
});
