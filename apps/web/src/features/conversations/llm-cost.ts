import type { TranscriptEntry } from "@chorus/contract";

export type ModelUsage = NonNullable<TranscriptEntry["llm_usage"]>["model_usage"][string];

/** What a model's tokens cost in a turn, in US dollars; undefined when the server did not know. */
export function modelUsageCost(usage: ModelUsage): number | undefined {
  const input = usage.input.price;
  const output = usage.output_total.price;
  return typeof input === "number" && typeof output === "number" ? input + output : undefined;
}

/**
 * US dollars as small as one turn's tokens cost ("$0.00015"): under a cent to three significant
 * digits, since cents would show nothing but $0.00; from a cent up, cents and up to two more digits.
 */
export function formatLlmCost(usd: number, locale: string): string {
  const underACent = usd > 0 && usd < 0.01;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    ...(underACent
      ? { maximumSignificantDigits: 3 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  }).format(usd);
}
