import {
  extractDate,
  extractEmail,
  extractName,
  extractPhone,
  type LanguageModelEvent,
  type LanguageModelMessage,
  type LanguageModelTool,
} from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { createRetrievalDialogueEngine } from "./retrieval-dialogue-engine.ts";

const engine = createRetrievalDialogueEngine();

const orderStatus: LanguageModelTool = {
  name: "check_order_status",
  description: "Looks up where a customer's order is and when it arrives.",
  parameters: {
    type: "object",
    properties: {
      order_number: { type: "integer", description: "The order's number" },
      email: { type: "string", description: "The customer's email address" },
    },
    required: ["order_number", "email"],
  },
};
const bookTable: LanguageModelTool = {
  name: "book_table",
  description: "Reserves a table in the tea room.",
  parameters: {
    type: "object",
    properties: {
      date: { type: "string", format: "date", description: "Day of the visit" },
      guests: { type: "integer", description: "How many people" },
      seating: { type: "string", enum: ["inside", "terrace"] },
    },
    required: ["date", "guests"],
  },
};
const endCall: LanguageModelTool = {
  name: "end_call",
  description: "Ends the call",
  parameters: { type: "object" },
};

const prompt = "You are the assistant of Rosie's Bakery. We are open from 7 am to 6 pm.";

async function events(messages: LanguageModelMessage[], tools = [orderStatus, bookTable, endCall]) {
  const collected: LanguageModelEvent[] = [];
  for await (const event of engine.chat({
    messages,
    tools,
    signal: new AbortController().signal,
    language: "en",
  }))
    collected.push(event);
  const text = collected.flatMap((event) => (event.type === "text" ? [event.text] : [])).join("");
  const calls = collected.flatMap((event) => (event.type === "tool_call" ? [event.call] : []));
  return { text, calls };
}

const chat = (...turns: string[]): LanguageModelMessage[] => [
  { role: "system", content: prompt },
  ...turns.map(
    (content, i): LanguageModelMessage =>
      i % 2 === 0 ? { role: "user", content } : { role: "assistant", content },
  ),
];

describe("retrieval engine with the agent's tools", () => {
  it("calls the tool the caller's words point at, with the values it can read from them", async () => {
    const { text, calls } = await events(
      chat("Can you check the status of order 4521? My email is ada@example.com."),
    );
    expect(text).toBe("One moment, let me check.");
    expect(calls).toEqual([
      {
        id: expect.any(String),
        name: "check_order_status",
        arguments: { order_number: 4521, email: "ada@example.com" },
      },
    ]);
  });

  it("asks for a required value it does not have, then calls with the values from both turns", async () => {
    const first = await events(chat("Where is my order 4521?"));
    expect(first.calls).toEqual([]);
    expect(first.text).toBe("To check order status, I need your email. Could you tell me?");
    const second = await events(chat("Where is my order 4521?", first.text, "It's ada@example.com"));
    expect(second.calls).toEqual([
      expect.objectContaining({
        name: "check_order_status",
        arguments: { order_number: 4521, email: "ada@example.com" },
      }),
    ]);
  });

  it("fills dates written out and allowed values, and leaves optional ones it cannot read", async () => {
    const { calls } = await events(
      chat("I'd like to book a table for 4 on 24 December 2026, on the terrace"),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        name: "book_table",
        arguments: { date: "2026-12-24", guests: 4, seating: "terrace" },
      }),
    ]);
  });

  it("says the tool's result as it came, then offers more help", async () => {
    const messages: LanguageModelMessage[] = [
      ...chat("Where is order 4521? ada@example.com"),
      {
        role: "assistant",
        content: "One moment, let me check.",
        toolCalls: [{ id: "call_1", name: "check_order_status", arguments: { order_number: 4521 } }],
      },
      {
        role: "tool",
        toolCallId: "call_1",
        content: JSON.stringify({ status: "shipped", delivery_date: "2026-12-01", items: [1, 2] }),
      },
    ];
    const { text, calls } = await events(messages);
    expect(calls).toEqual([]);
    expect(text).toBe(
      "Here is what check order status returned: status: shipped, delivery date: 2026-12-01. Is there anything else I can help you with?",
    );
  });

  it("leaves questions the prompt answers, courtesies and system tools alone", async () => {
    expect((await events(chat("When do you open?"))).calls).toEqual([]);
    expect((await events(chat("When do you open?"))).text).toContain("7 am");
    expect((await events(chat("Thanks, goodbye!"))).calls.map((call) => call.name)).toEqual(["end_call"]);
    // One shared description word is not enough to send a question to a tool.
    expect((await events(chat("Is the tea good?"))).calls).toEqual([]);
  });
});

describe("values read from what a caller says", () => {
  it("reads dates, emails, phones and names as written, and nothing it would have to guess", () => {
    expect(extractDate("on 2026-03-05 please")).toBe("2026-03-05");
    expect(extractDate("March 5th, 2026")).toBe("2026-03-05");
    expect(extractDate("12/24/2026")).toBe("2026-12-24");
    expect(extractDate("tomorrow")).toBeUndefined();
    expect(extractEmail("write to ada.l+cakes@example.co.uk now")).toBe("ada.l+cakes@example.co.uk");
    expect(extractPhone("call me on +44 20 7946 0958")).toBe("+442079460958");
    expect(extractPhone("order 4521")).toBeUndefined();
    expect(extractName("Hi, my name is Ada Lovelace and I ordered a cake")).toBe("Ada Lovelace");
    expect(extractName("i want a cake")).toBeUndefined();
  });
});
