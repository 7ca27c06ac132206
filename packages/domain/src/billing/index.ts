export * from "./creator-offer.ts";
export * from "./list-workspaces-for-operator.ts";
export * from "./next-invoice.ts";
export * from "./operator-context.ts";
export * from "./overage-rates.ts";
export * from "./plan-button.ts";
export * from "./set-workspace-credits-used.ts";
export * from "./set-workspace-tier.ts";
