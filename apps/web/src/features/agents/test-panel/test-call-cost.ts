import { conversationCredits } from "@chorus/contract";

/** Test calls are in development: half the 1,000 credits a minute of a conversation (spec 001 §9). */
export const testCallCreditsPerMinute =
  conversationCredits.perMinute * conversationCredits.developmentDiscount;

/** The seconds a call is billed for after `milliseconds`: every second begun counts, as the server counts. */
export const billedSeconds = (milliseconds: number) => Math.max(0, Math.ceil(milliseconds / 1000));

/** The credits of a test call of `seconds`, rounded up as the server rounds its charge. */
export const testCallCredits = (seconds: number) => Math.ceil((seconds * testCallCreditsPerMinute) / 60);
