import { describe, expect, it } from "vitest";
import { zeroTokenPrice } from "../ports/language-model.ts";
import { type ConversationTurn, conversationTurn, type LlmTurnUsage } from "./conversation-records.ts";
import { conversationLlmCost, pricedUsage } from "./llm-cost.ts";

const miniPrice = { inputUsdPerMillionTokens: 0.15, outputUsdPerMillionTokens: 0.6 };

function turn(producingLlm: string | null, llmUsage: LlmTurnUsage | null): ConversationTurn {
  return conversationTurn({ role: "agent", message: "Hello.", timeInCallSecs: 0, producingLlm, llmUsage });
}

describe("a model call's price", () => {
  it("is tokens × USD per million tokens, input and output apart", () => {
    expect(pricedUsage({ inputTokens: 1_000, outputTokens: 250 }, miniPrice)).toEqual({
      inputTokens: 1_000,
      outputTokens: 250,
      priceUsd: { input: 0.00015, output: 0.00015 },
    });
    expect(
      pricedUsage(
        { inputTokens: 2_000_000, outputTokens: 3 },
        { inputUsdPerMillionTokens: 2.5, outputUsdPerMillionTokens: 10 },
      ),
    ).toEqual({ inputTokens: 2_000_000, outputTokens: 3, priceUsd: { input: 5, output: 0.00003 } });
  });

  it("is 0 at the embedded engines' price, and left out when unknown", () => {
    expect(pricedUsage({ inputTokens: 40, outputTokens: 9 }, zeroTokenPrice).priceUsd).toEqual({
      input: 0,
      output: 0,
    });
    expect(pricedUsage({ inputTokens: 40, outputTokens: 9 }, undefined)).toEqual({
      inputTokens: 40,
      outputTokens: 9,
    });
  });

  it("carries no float noise", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; prices are read by people.
    const price = { inputUsdPerMillionTokens: 0.1, outputUsdPerMillionTokens: 0.7 };
    expect(pricedUsage({ inputTokens: 3, outputTokens: 3 }, price).priceUsd).toEqual({
      input: 3e-7,
      output: 0.0000021,
    });
  });
});

describe("a conversation's language-model cost", () => {
  it("sums the turns per model and in all, skipping turns that asked no model", () => {
    const priced = (inputTokens: number, outputTokens: number) =>
      pricedUsage({ inputTokens, outputTokens }, miniPrice);
    const cost = conversationLlmCost([
      turn(null, null),
      turn("gpt-4o-mini", priced(1_000, 100)),
      { ...turn(null, null), role: "user", sourceMedium: "text" },
      turn("gpt-4o-mini", priced(1_300, 200)),
      turn("chorus-retrieval", pricedUsage({ inputTokens: 50, outputTokens: 10 }, zeroTokenPrice)),
    ]);
    expect([...cost.byModel]).toEqual([
      [
        "gpt-4o-mini",
        { inputTokens: 2_300, outputTokens: 300, priceUsd: { input: 0.000345, output: 0.00018 } },
      ],
      ["chorus-retrieval", { inputTokens: 50, outputTokens: 10, priceUsd: { input: 0, output: 0 } }],
    ]);
    expect(cost.priceUsd).toBe(0.000525);
  });

  it("costs 0 when no model was asked", () => {
    expect(conversationLlmCost([turn(null, null)])).toEqual({ byModel: new Map(), priceUsd: 0 });
  });

  it("has no price where a turn's is unknown (recorded before prices, or an agent's own server)", () => {
    const cost = conversationLlmCost([
      turn("their-model", { inputTokens: 10, outputTokens: 5 }),
      turn("their-model", pricedUsage({ inputTokens: 10, outputTokens: 5 }, miniPrice)),
      turn("gpt-4o-mini", pricedUsage({ inputTokens: 1_000_000, outputTokens: 0 }, miniPrice)),
    ]);
    expect(cost.byModel.get("their-model")).toEqual({ inputTokens: 20, outputTokens: 10 });
    expect(cost.byModel.get("gpt-4o-mini")?.priceUsd).toEqual({ input: 0.15, output: 0 });
    expect(cost.priceUsd).toBeUndefined();
  });
});
