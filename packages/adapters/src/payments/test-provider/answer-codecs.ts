import type { ProviderSubscription } from "@chorus/domain";
import type { AnswerCodec } from "./idempotency.ts";

export const urlAnswer: AnswerCodec<{ url: string }> = {
  encode: (value) => ({ url: value.url }),
  decode: (stored) => ({ url: (stored as { url: string }).url }),
};

type StoredSubscription = Omit<ProviderSubscription, "currentPeriodStart" | "currentPeriodEnd"> & {
  currentPeriodStart: string;
  currentPeriodEnd: string;
};

export const subscriptionAnswer: AnswerCodec<ProviderSubscription> = {
  encode: (value): StoredSubscription => ({
    ...value,
    currentPeriodStart: value.currentPeriodStart.toISOString(),
    currentPeriodEnd: value.currentPeriodEnd.toISOString(),
  }),
  decode: (stored) => {
    const value = stored as StoredSubscription;
    return {
      ...value,
      currentPeriodStart: new Date(value.currentPeriodStart),
      currentPeriodEnd: new Date(value.currentPeriodEnd),
    };
  },
};
