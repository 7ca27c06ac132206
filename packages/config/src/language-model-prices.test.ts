import { describe, expect, it } from "vitest";
import { parseLanguageModelPrices } from "./language-model-prices.ts";

const price = (input: number, output: number) => ({
  inputUsdPerMillionTokens: input,
  outputUsdPerMillionTokens: output,
});

describe("LLM_PRICES", () => {
  it("reads model=input/output entries, spaces and empty entries aside", () => {
    const { prices, problems } = parseLanguageModelPrices(
      " gpt-4o-mini = 0.15/0.60 ,, llama3=0/0, qwen2.5:7b=1/2.125 ,org/model-v1=3.0/15",
    );
    expect(problems).toEqual([]);
    expect(prices).toEqual(
      new Map([
        ["gpt-4o-mini", price(0.15, 0.6)],
        ["llama3", price(0, 0)],
        ["qwen2.5:7b", price(1, 2.125)],
        ["org/model-v1", price(3, 15)],
      ]),
    );
  });

  it("is empty when unset or blank", () => {
    expect(parseLanguageModelPrices("")).toEqual({ prices: new Map(), problems: [] });
    expect(parseLanguageModelPrices(" , ")).toEqual({ prices: new Map(), problems: [] });
  });

  it("names every malformed entry, and keeps the good ones", () => {
    const { prices, problems } = parseLanguageModelPrices(
      "a=1/2,b,=1/2,c=1,d=1/2/3,e=-1/2,f=1e3/2,g=1,5/2,h=abc/2,i=1./2,j=20000/1,a=3/4",
    );
    expect(prices).toEqual(new Map([["a", price(1, 2)]]));
    const format = "is not model=input/output (USD per million tokens, e.g. gpt-4o-mini=0.15/0.60)";
    const numbers =
      "prices are decimal numbers of USD per million tokens from 0 to 10000 (e.g. gpt-4o-mini=0.15/0.60)";
    expect(problems).toEqual([
      `"b" ${format}`,
      `"=1/2" ${format}`,
      `"c=1" ${format}`,
      `"d=1/2/3" ${format}`,
      `"e=-1/2": ${numbers}`,
      `"f=1e3/2": ${numbers}`,
      // The comma splits entries, so a decimal comma leaves a price without its output and a stray "5/2".
      `"g=1" ${format}`,
      `"5/2" ${format}`,
      `"h=abc/2": ${numbers}`,
      `"i=1./2": ${numbers}`,
      `"j=20000/1": ${numbers}`,
      "a is priced twice",
    ]);
  });
});
