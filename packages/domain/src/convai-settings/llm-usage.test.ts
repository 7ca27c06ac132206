import { describe, expect, it } from "vitest";
import type { AuthenticatedContext } from "../context.ts";
import type { LanguageModel, LanguageModelPrice } from "../ports/language-model.ts";
import { calculateLlmUsage } from "./llm-usage.ts";

/** A context whose configured models cost `prices` (undefined: unknown). */
function withModels(prices: Record<string, LanguageModelPrice | undefined>) {
  const models = Object.keys(prices);
  return {
    workspaceId: "ws_1",
    actor: { kind: "user" },
    ports: {
      languageModels: {
        list: () => models.map((llm) => ({ llm, kind: "remote" })),
        forAgent: (llm: string) => ({ id: llm, kind: "remote", price: prices[llm] }) as LanguageModel,
      },
    },
  } as unknown as AuthenticatedContext;
}

describe("calculateLlmUsage", () => {
  const ctx = withModels({
    "gpt-4o-mini": { inputUsdPerMillionTokens: 1, outputUsdPerMillionTokens: 10 },
    "chorus-retrieval": { inputUsdPerMillionTokens: 0, outputUsdPerMillionTokens: 0 },
    "unpriced-model": undefined,
  });

  it("prices a minute and a reply from the prompt, the pages and a growing history; unknown prices left out", () => {
    // 4,000 characters = 1,000 tokens; 2 pages = 1,000 tokens: a context of 2,000 tokens per reply.
    const [priced, embedded, ...rest] = calculateLlmUsage(ctx, {
      promptLength: 4_000,
      numberOfPages: 2,
      ragEnabled: false,
    });
    // A minute: 4 replies over 2,000 + 150·i tokens (i = 1…4) = 9,500 in, 240 out.
    expect(priced).toEqual({ llm: "gpt-4o-mini", pricePerMinute: 0.0119, pricePerMessage: 0.00275 });
    expect(embedded).toEqual({ llm: "chorus-retrieval", pricePerMinute: 0, pricePerMessage: 0 });
    expect(rest).toEqual([]);
  });

  it("counts at most 4 pages when retrieval picks the passages", () => {
    const withRag = calculateLlmUsage(ctx, { promptLength: 0, numberOfPages: 1_000, ragEnabled: true })[0];
    const fourPages = calculateLlmUsage(ctx, { promptLength: 0, numberOfPages: 4, ragEnabled: false })[0];
    const allPages = calculateLlmUsage(ctx, { promptLength: 0, numberOfPages: 1_000, ragEnabled: false })[0];
    expect(withRag).toEqual(fourPages);
    expect(allPages!.pricePerMinute).toBeGreaterThan(withRag!.pricePerMinute * 100);
  });
});
