import { describe, expect, it } from "vitest";
import { nextScore } from "./message-feedback.ts";

describe("a reply's feedback buttons", () => {
  it("give the pressed score, and take it back when pressed again", () => {
    expect(nextScore(null, "like")).toBe("like");
    expect(nextScore("dislike", "like")).toBe("like");
    expect(nextScore("like", "like")).toBeNull();
    expect(nextScore("dislike", "dislike")).toBeNull();
  });
});
