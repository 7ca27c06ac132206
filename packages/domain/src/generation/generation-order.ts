import type { UsageProduct } from "@chorus/contract";
import type { SpokenGeneration } from "../voices/library/record-library-usage.ts";
import type { PaidWorkOrder } from "./paid-work.ts";

/** What every generation plan (speech, dialogue, sound effects, the audio tools) carries for its charge. */
export type PlannedGeneration = {
  requestId: string;
  creditCost: number;
  model: { concurrencyGroup: "standard" | "turbo" };
} & SpokenGeneration;

/** The paid-work order of a planned generation: its id, price, concurrency group and what it speaks. */
export const generationOrder = (plan: PlannedGeneration, product: UsageProduct): PaidWorkOrder => ({
  requestId: plan.requestId,
  cost: plan.creditCost,
  product,
  concurrencyGroup: plan.model.concurrencyGroup,
  spoken: plan,
});
