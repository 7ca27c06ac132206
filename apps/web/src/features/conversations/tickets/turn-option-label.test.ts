import { describe, expect, it } from "vitest";
import { turnOptionLabel } from "./turn-option-label.ts";

describe("turnOptionLabel", () => {
  it("numbers turns from 1 and shows the start of what was said", () => {
    expect(turnOptionLabel(0, "Agent", "Hello,\n how can I help?")).toBe("1. Agent: Hello, how can I help?");
    expect(turnOptionLabel(4, "User", null)).toBe("5. User");
    expect(turnOptionLabel(1, "User", "x".repeat(100))).toBe(`2. User: ${"x".repeat(60)}…`);
  });
});
