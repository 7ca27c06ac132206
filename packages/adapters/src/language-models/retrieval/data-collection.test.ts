import { describe, expect, it } from "vitest";
import { dataCollectionState, itemPhrase, questionFor } from "./data-collection.ts";

describe("data collection", () => {
  it("names an item from its description, or from its identifier when the description is an instruction", () => {
    expect(itemPhrase({ identifier: "name", description: "The caller's full name." })).toBe("full name");
    expect(itemPhrase({ identifier: "x", description: "Email address" })).toBe("email address");
    expect(itemPhrase({ identifier: "x", description: "IBAN of the account" })).toBe("IBAN of the account");
    expect(
      itemPhrase({ identifier: "booking_date", description: "Extract the date the caller wants to book." }),
    ).toBe("booking date");
  });

  it("knows which item was just answered and which comes next", () => {
    const items = [
      { identifier: "name", description: "Name" },
      { identifier: "phone", description: "Phone number" },
    ];
    const [name, phone] = items;
    if (!name || !phone) throw new Error("items");
    expect(dataCollectionState([{ role: "user", content: "Hi" }], items)).toEqual({
      answered: undefined,
      next: name,
    });
    expect(
      dataCollectionState(
        [
          { role: "user", content: "Hi" },
          { role: "assistant", content: `Hello! ${questionFor(name)}` },
          { role: "user", content: "Ada" },
        ],
        items,
      ),
    ).toEqual({ answered: name, next: phone });
  });
});
