export * from "./get-subscription.ts";
export * from "./get-user.ts";
export * from "./subscription-schemas.ts";
export * from "./user-schemas.ts";
