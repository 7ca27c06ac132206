export * from "./creator-offer.ts";
export * from "./plan-button.ts";
