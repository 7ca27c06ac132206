export * from "./acquire-generation-slot.ts";
export * from "./billing-period.ts";
export * from "./character-count.ts";
export * from "./charge-generation.ts";
export * from "./concurrency-limiter.ts";
export * from "./concurrency-limits.ts";
export * from "./quota-rule.ts";
export * from "./refund-generation.ts";
