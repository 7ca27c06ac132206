import type {
  DataCollectionHint,
  LanguageModelEvent,
  LanguageModelMessage,
  LanguageModelRequest,
  LanguageModelTool,
} from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { createRetrievalDialogueEngine, retrievalModelId } from "./retrieval-dialogue-engine.ts";

const bakeryPrompt = `You are Ava, the friendly assistant of Rosie's Bakery in Lyon. Always be polite and keep answers short.
Never talk about other bakeries.
If the caller asks about allergens, tell them to ask in the shop.

Rosie's Bakery is at 12 Rue de la République, Lyon.
We are open from 7 am to 6 pm, Tuesday to Sunday. The bakery is closed on Mondays.
We bake sourdough bread, croissants and fruit tarts every morning.
A croissant costs 1.40 euros.
Orders for birthday cakes must be placed two days in advance.`;

const endCall: LanguageModelTool = {
  name: "end_call",
  description: "Ends the call",
  parameters: { type: "object", properties: {} },
};

const engine = createRetrievalDialogueEngine();

function conversation(...turns: string[]): LanguageModelMessage[] {
  // Turns alternate user, assistant, user, … after the system prompt.
  return [
    { role: "system", content: bakeryPrompt },
    ...turns.map(
      (content, index): LanguageModelMessage =>
        index % 2 === 0 ? { role: "user", content } : { role: "assistant", content },
    ),
  ];
}

function request(messages: LanguageModelMessage[], overrides: Partial<LanguageModelRequest> = {}) {
  return { messages, tools: [], signal: new AbortController().signal, language: "en", ...overrides };
}

async function events(input: LanguageModelRequest): Promise<LanguageModelEvent[]> {
  const collected: LanguageModelEvent[] = [];
  for await (const event of engine.chat(input)) collected.push(event);
  return collected;
}

async function reply(input: LanguageModelRequest): Promise<string> {
  return (await events(input)).flatMap((event) => (event.type === "text" ? [event.text] : [])).join("");
}

describe("retrieval dialogue engine", () => {
  it("is the embedded retrieval model", () => {
    expect(engine.id).toBe(retrievalModelId);
    expect(engine.id).toBe("chorus-retrieval");
    expect(engine.kind).toBe("retrieval");
  });

  it("greets back and offers help", async () => {
    expect(await reply(request(conversation("Hi!")))).toBe("Hello! How can I help you today?");
    expect(await reply(request(conversation("good morning")))).toBe(
      "Good morning! How can I help you today?",
    );
  });

  it("answers thanks with you're welcome", async () => {
    const text = await reply(request(conversation("When do you open?", "We are open …", "Thanks a lot!")));
    expect(text).toBe("You're welcome. Is there anything else I can help you with?");
  });

  it("says goodbye and ends the call when end_call is offered", async () => {
    const said = await events(request(conversation("ok, that's all, bye"), { tools: [endCall] }));
    expect(said.map((event) => event.type)).toEqual(["text", "tool_call", "usage"]);
    expect(said[0]).toEqual({ type: "text", text: "Goodbye, and have a nice day!" });
    expect(said[1]).toMatchObject({ type: "tool_call", call: { name: "end_call", arguments: {} } });
  });

  it("says goodbye without a tool call when end_call is not offered", async () => {
    const said = await events(request(conversation("See you!")));
    expect(said.map((event) => event.type)).toEqual(["text", "usage"]);
    expect(said[0]).toEqual({ type: "text", text: "Goodbye, and have a nice day!" });
  });

  it("answers a question with the prompt's sentence about it", async () => {
    const text = await reply(request(conversation("When do you open?")));
    expect(text).toBe(
      "We are open from 7 am to 6 pm, Tuesday to Sunday. Is there anything else I can help you with?",
    );
  });

  it("answers from the facts, never by quoting the instructions", async () => {
    expect(await reply(request(conversation("How much is a croissant?")))).toContain(
      "A croissant costs 1.40 euros.",
    );
    expect(await reply(request(conversation("Where are you?")))).toContain("12 Rue de la République");
    const allergens = await reply(request(conversation("What about allergens?")));
    expect(allergens).not.toContain("tell them");
    expect(allergens).toContain("I don't know");
  });

  it("greets back before the answer when the question opens with a greeting", async () => {
    const text = await reply(request(conversation("Hello, can I order a birthday cake?")));
    expect(text).toBe(
      "Hello! Orders for birthday cakes must be placed two days in advance. Is there anything else I can help you with?",
    );
  });

  it("answers from the knowledge passages too", async () => {
    const text = await reply(
      request(conversation("Is there parking nearby?"), {
        hints: { passages: ["Free parking is available behind the shop on Rue Molière."] },
      }),
    );
    expect(text).toContain("Free parking is available behind the shop on Rue Molière.");
  });

  it("says plainly that it does not know what the prompt does not say", async () => {
    const text = await reply(request(conversation("Do you sell bicycles?")));
    expect(text).toBe(
      "I'm sorry, I don't know that. I can only answer from what I was told about Rosie's Bakery. " +
        "Is there anything else I can help you with?",
    );
  });

  it("says it was given nothing to answer from when there is no prompt", async () => {
    const text = await reply(request([{ role: "user", content: "When do you open?" }]));
    expect(text).toContain("I'm sorry, I don't know that. I wasn't given any information to answer from.");
  });

  it("says it is not a person when asked", async () => {
    expect(await reply(request(conversation("Are you a robot?")))).toContain(
      "I'm an automated assistant, not a person.",
    );
  });

  it("asks for a data-collection item after answering, then the next one once it is answered", async () => {
    const dataCollection: DataCollectionHint[] = [
      { identifier: "caller_name", description: "The caller's name." },
      { identifier: "email_address", description: "Extract the email address the caller gives, if any." },
    ];
    const hints = { dataCollection };

    const first = await reply(request(conversation("When do you open?"), { hints }));
    expect(first).toBe("We are open from 7 am to 6 pm, Tuesday to Sunday. Could you tell me your name?");

    const second = await reply(request(conversation("When do you open?", first, "Marie Curie"), { hints }));
    expect(second).toBe("Thank you. Could you tell me your email address?");

    const third = await reply(
      request(conversation("When do you open?", first, "Marie Curie", second, "marie@example.org"), {
        hints,
      }),
    );
    expect(third).toBe("Thank you. Is there anything else I can help you with?");
  });

  it("asks again for an item the user answered with a question", async () => {
    const hints = { dataCollection: [{ identifier: "caller_name", description: "The caller's name." }] };
    const asked = "Thank you. Could you tell me your name?";
    const text = await reply(request(conversation("Hi", asked, "How much is a croissant?"), { hints }));
    expect(text).toBe("A croissant costs 1.40 euros. Could you tell me your name?");
  });

  it("asks to repeat an empty message", async () => {
    expect(await reply(request(conversation("   ")))).toBe(
      "Sorry, I didn't catch that. Could you say it again?",
    );
  });

  it("streams sentence by sentence, then the usage in words", async () => {
    const said = await events(request(conversation("When do you open?")));
    expect(said).toEqual([
      { type: "text", text: "We are open from 7 am to 6 pm, Tuesday to Sunday. " },
      { type: "text", text: "Is there anything else I can help you with?" },
      {
        type: "usage",
        inputTokens: bakeryPrompt.split(/\s+/).length + 4,
        // 12 words of the answer, 9 of the offer of more help.
        outputTokens: 12 + 9,
      },
    ]);
  });

  it("gives the same reply to the same conversation", async () => {
    const messages = conversation(
      "Hi",
      "Hello! How can I help you today?",
      "What time do you close on Sunday?",
    );
    const first = await events(request(messages, { tools: [endCall] }));
    const second = await events(request(messages, { tools: [endCall] }));
    expect(second).toEqual(first);
  });

  it("says nothing once aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await events(request(conversation("When do you open?"), { signal: controller.signal }))).toEqual(
      [],
    );
  });
});
