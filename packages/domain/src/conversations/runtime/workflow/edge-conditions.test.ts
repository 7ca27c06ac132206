import { describe, expect, it } from "vitest";
import type { LanguageModel, LanguageModelRequest } from "../../../ports/language-model.ts";
import { type ConditionFacts, conditionHolds } from "./edge-conditions.ts";

/** A model that answers every question with `answer`, remembering what it was asked. */
function answering(answer: string): LanguageModel & { asked: LanguageModelRequest[] } {
  const asked: LanguageModelRequest[] = [];
  return {
    id: "judge",
    kind: "remote",
    asked,
    async *chat(request) {
      asked.push(request);
      yield { type: "text", text: answer };
    },
  };
}

const facts = (overrides: Partial<ConditionFacts>): ConditionFacts => ({
  variables: {},
  callerWords: undefined,
  dialogue: () => "caller: I have a question about my invoice",
  model: answering('{"met": true}'),
  lastResult: undefined,
  ...overrides,
});

describe("conditionHolds", () => {
  it("follows unconditional edges, expressions over the variables and tool results", async () => {
    expect(await conditionHolds({ type: "unconditional" }, facts({}))).toBe(true);
    const isGold = {
      type: "expression",
      expression: {
        type: "eq_operator",
        left: { type: "dynamic_variable", name: "plan" },
        right: { type: "string_literal", value: "gold" },
      },
    } as const;
    expect(await conditionHolds(isGold, facts({ variables: { plan: "gold" } }))).toBe(true);
    expect(await conditionHolds(isGold, facts({ variables: { plan: "basic" } }))).toBe(false);
    expect(await conditionHolds({ type: "result", successful: true }, facts({}))).toBe(false);
    expect(await conditionHolds({ type: "result", successful: false }, facts({ lastResult: false }))).toBe(
      true,
    );
  });

  it("asks a model that reads instructions one yes/no question, and only once the caller spoke", async () => {
    const condition = { type: "llm", condition: "the caller asks about a bill" } as const;
    const yes = answering('Sure: {"met": true}');
    expect(await conditionHolds(condition, facts({ model: yes }))).toBe(false);
    expect(yes.asked).toHaveLength(0);
    expect(await conditionHolds(condition, facts({ model: yes, callerWords: "my invoice" }))).toBe(true);
    expect(yes.asked[0]!.messages.at(-1)!.content).toContain("Condition: the caller asks about a bill");
    expect(yes.asked[0]!.messages.at(-1)!.content).toContain("caller: I have a question about my invoice");

    const unreadable: string[] = [];
    const rambling = answering("I think so");
    expect(
      await conditionHolds(condition, facts({ model: rambling, callerWords: "hi" }), (answer) =>
        unreadable.push(answer),
      ),
    ).toBe(false);
    expect(unreadable).toEqual(["I think so"]);
  });

  it("lets an engine that reads no instructions use its own rule on the caller's words", async () => {
    const seen: [string, string][] = [];
    const engine = {
      ...answering("unused"),
      kind: "retrieval",
      conditionMet: (condition: string, words: string) => {
        seen.push([condition, words]);
        return words.includes("invoice");
      },
    } as LanguageModel & { asked: LanguageModelRequest[] };
    const condition = { type: "llm", condition: "the caller asks about a bill" } as const;
    expect(await conditionHolds(condition, facts({ model: engine, callerWords: "my invoice" }))).toBe(true);
    expect(await conditionHolds(condition, facts({ model: engine, callerWords: "the weather" }))).toBe(false);
    expect(seen).toEqual([
      ["the caller asks about a bill", "my invoice"],
      ["the caller asks about a bill", "the weather"],
    ]);
    expect(engine.asked).toHaveLength(0);
  });
});
