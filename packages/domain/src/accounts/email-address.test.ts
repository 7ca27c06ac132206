import { describe, expect, it } from "vitest";
import { isValidEmail, normalizeEmail } from "./email-address.ts";

describe("email addresses", () => {
  it("accepts ordinary addresses and refuses malformed ones", () => {
    for (const ok of ["a@b.co", "first.last+tag@sub.example.org", " Padded@Example.com "]) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
    for (const bad of ["", "plain", "a@b", "a@@b.com", "a b@c.com", "a@b..com", `${"x".repeat(250)}@b.com`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it("normalizes to trimmed lower case", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });
});
