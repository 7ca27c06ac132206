import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/domain-error.ts";
import { parseInviteEmails } from "./parse-invite-emails.ts";

describe("parseInviteEmails", () => {
  it("splits on spaces, commas and new lines, lower-cases and removes duplicates", () => {
    expect(parseInviteEmails(["A@x.io, b@y.org\nc@z.dev  a@X.io"], ["body", "emails"])).toEqual([
      "a@x.io",
      "b@y.org",
      "c@z.dev",
    ]);
  });

  it("needs at least one address", () => {
    expect(() => parseInviteEmails([" , \n"], ["body", "emails"])).toThrowError(
      "Please enter at least one valid email address.",
    );
  });

  it("refuses the whole list when one address is invalid, naming it and the field", () => {
    try {
      parseInviteEmails(["ok@x.io", "not-an-email"], ["body", "emails"]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe("not-an-email is not a valid email address.");
      expect((error as DomainError).options.field).toEqual(["body", "emails"]);
    }
  });
});
