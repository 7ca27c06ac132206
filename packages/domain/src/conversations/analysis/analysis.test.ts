import { describe, expect, it } from "vitest";
import type { AnalysedTurn, DataCollectionItem } from "./conversation-analysis.ts";
import { collectDataByRules } from "./data-collection-rules.ts";
import { extractiveSummary } from "./extractive-summary.ts";
import { parseAnalysis } from "./model-analysis.ts";
import { analyseWithRules } from "./rule-analysis.ts";

const turn = (role: "user" | "agent", message: string): AnalysedTurn => ({
  role,
  message,
  toolCalls: [],
  toolResults: [],
});

const items: DataCollectionItem[] = [
  { id: "email", type: "string", description: "The caller's email address" },
  { id: "ticket_count", type: "integer", description: "How many tickets the caller wants" },
  { id: "wants_receipt", type: "boolean", description: "Whether the caller wants a receipt" },
  { id: "favourite_colour", type: "string", description: "The caller's favourite colour" },
  { id: "budget", type: "number", description: "The caller's budget in euros" },
];

describe("data collection by rules", () => {
  it("reads each item's value of its type from the caller's own words, saying no model read it", () => {
    const results = collectDataByRules(
      [
        turn("agent", "Hello! How can I help?"),
        turn("user", "Hi, I'd like 3 tickets for Saturday. My email is ada@example.com."),
        turn("agent", "Would you like a receipt?"),
        turn("user", "Yes please."),
        turn("user", "My favourite colour is deep blue, and my budget: 120.50 euros."),
      ],
      items,
    );
    expect(results.email?.value).toBe("ada@example.com");
    expect(results.ticket_count?.value).toBe(3);
    expect(results.wants_receipt?.value).toBe(true);
    expect(results.favourite_colour?.value).toBe("deep blue");
    expect(results.budget?.value).toBe(120.5);
    expect(results.wants_receipt?.rationale).toContain('the agent\'s question "Would you like a receipt?"');
    for (const result of Object.values(results))
      expect(result.rationale).toContain("not by a language model");
    expect(results.ticket_count?.jsonSchema).toEqual({
      type: "integer",
      description: "How many tickets the caller wants",
    });
  });

  it("is null, saying why, when the caller never tied a value to the item", () => {
    const results = collectDataByRules(
      [
        turn("agent", "Would you like a receipt?"),
        turn("user", "Not sure yet."),
        turn("user", "I was born in 1990 and live at number 12."),
      ],
      items,
    );
    expect(results.wants_receipt?.value).toBeNull();
    // Numbers said about something else are not the ticket count or the budget.
    expect(results.ticket_count?.value).toBeNull();
    expect(results.budget?.value).toBeNull();
    expect(results.email?.value).toBeNull();
    expect(results.email?.rationale).toBe(
      'No language model read this conversation, and the rules found no string the caller tied to "The caller\'s email address".',
    );
  });

  it("keeps the caller's last word when they correct themselves", () => {
    const results = collectDataByRules(
      [
        turn("user", "My email is ada@example.com."),
        turn("agent", "Thanks."),
        turn("user", "Sorry, use ada.lovelace@example.org instead."),
      ],
      items,
    );
    expect(results.email?.value).toBe("ada.lovelace@example.org");
    expect(results.email?.rationale).toContain("the only email address form in the caller's words");
  });
});

describe("the embedded engine's analysis", () => {
  it("quotes its summary from the transcript and leaves criteria unknown, saying no model judged them", () => {
    const transcript = [
      turn("agent", "Hello, this is the box office. How can I help you today?"),
      turn("user", "I want to book theatre tickets for the Saturday evening show."),
      turn("agent", "The Saturday evening show has seats left in the balcony."),
      turn("user", "Great, book two balcony tickets for the Saturday show please."),
      turn("user", "Thanks, bye."),
    ];
    const analysis = analyseWithRules(
      transcript,
      [{ id: "booked", prompt: "The agent books the tickets" }],
      [],
      "chorus-retrieval",
    );
    expect(analysis.callSuccessful).toBe("unknown");
    expect(analysis.criteria.booked).toEqual({
      result: "unknown",
      rationale:
        "No language model judged this: the agent's model is the embedded chorus-retrieval engine, which cannot read a criterion.",
    });
    expect(analysis.summary).toMatch(
      /^Quoted from the transcript \(an extractive summary; no language model/,
    );
    // Only sentences said in the call, in the order they were said.
    expect(analysis.summary).toContain(
      'Caller: "I want to book theatre tickets for the Saturday evening show." Agent: "The Saturday evening show has seats left in the balcony." Caller: "Great, book two balcony tickets for the Saturday show please."',
    );
    // The caller's most central sentence, cut to eight words.
    expect(analysis.title).toBe("I want to book theatre tickets for the…");
  });

  it("says when nothing was said", () => {
    expect(extractiveSummary([turn("agent", "")])).toEqual({
      summary: "Nothing was said in this conversation.",
      title: null,
    });
  });
});

describe("a model's analysis with data collection", () => {
  const criteria = [{ id: "booked", prompt: "The agent books the tickets" }];

  it("keeps values of each item's type and refuses the others", () => {
    const analysis = parseAnalysis(
      `\`\`\`json\n${JSON.stringify({
        call_successful: "success",
        transcript_summary: "The caller booked two tickets.",
        call_summary_title: "Ticket booking",
        criteria: { booked: { result: "success", rationale: "Two tickets were booked." } },
        data_collection: {
          email: { value: "ada@example.com", rationale: "Said in the first turn." },
          ticket_count: { value: "two", rationale: "Said as a word." },
          wants_receipt: { value: null, rationale: "Never asked." },
          budget: { value: 99.5, rationale: "Said at the end." },
        },
      })}\n\`\`\``,
      criteria,
      items,
    );
    expect(analysis?.callSuccessful).toBe("success");
    expect(analysis?.title).toBe("Ticket booking");
    expect(analysis?.dataCollection.email).toMatchObject({
      value: "ada@example.com",
      rationale: "Said in the first turn.",
    });
    expect(analysis?.dataCollection.ticket_count).toMatchObject({
      value: null,
      rationale: "The analysis model's value was not a integer, so none was kept.",
    });
    expect(analysis?.dataCollection.wants_receipt).toMatchObject({ value: null, rationale: "Never asked." });
    expect(analysis?.dataCollection.favourite_colour).toMatchObject({
      value: null,
      rationale: "The analysis model gave no value for this item.",
    });
    expect(analysis?.dataCollection.budget?.value).toBe(99.5);
  });

  it("cuts what the model writes to the analysis's bounds", () => {
    const analysis = parseAnalysis(
      JSON.stringify({
        call_successful: "failure",
        transcript_summary: "x".repeat(10_000),
        call_summary_title: "y".repeat(500),
        criteria: { booked: { result: "failure", rationale: "z".repeat(5_000) } },
      }),
      criteria,
    );
    expect(analysis?.summary.length).toBe(2_000);
    expect(analysis?.title?.length).toBe(120);
    expect(analysis?.criteria.booked?.rationale.length).toBe(1_000);
  });
});
