// Usage statistics (`usage.get`): the ledger's charges net of refunds, bucketed over time.
export * from "./get-usage.ts";
export * from "./usage-schemas.ts";
