import { describe, expect, it } from "vitest";
import { formatLlmCost, modelUsageCost } from "./llm-cost.ts";

describe("a turn's language-model cost", () => {
  it("adds input and output, and is unknown when either price is", () => {
    expect(
      modelUsageCost({ input: { tokens: 1_200, price: 0.003 }, output_total: { tokens: 80, price: 0.0008 } }),
    ).toBeCloseTo(0.0038, 12);
    expect(modelUsageCost({ input: { tokens: 300 }, output_total: { tokens: 12 } })).toBeUndefined();
    expect(
      modelUsageCost({ input: { tokens: 300, price: 0 }, output_total: { tokens: 12, price: null } }),
    ).toBeUndefined();
  });

  it("shows fractions of a cent to three significant digits, cents from a cent up", () => {
    expect(formatLlmCost(0.00015, "en-US")).toBe("$0.00015");
    expect(formatLlmCost(0.0079512, "en-US")).toBe("$0.00795");
    expect(formatLlmCost(0, "en-US")).toBe("$0.00");
    expect(formatLlmCost(0.0123, "en-US")).toBe("$0.0123");
    expect(formatLlmCost(1.5, "en-US")).toBe("$1.50");
    expect(formatLlmCost(0.00015, "de-DE")).toBe("0,00015\u00a0$");
  });
});
