export * from "./creator-offer.ts";
export * from "./next-invoice.ts";
export * from "./overage-rates.ts";
export * from "./plan-button.ts";
