export * from "./get-subscription.ts";
export * from "./subscription-summary.ts";
