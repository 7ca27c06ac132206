import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's webhooks (`/v1/workspace/webhooks`) and of their deliveries. None comes
 * from ElevenLabs; they bound what a person types and how long a failing receiver is retried.
 */
export const webhookLimits = {
  nameCharacters: inputLimits.nameCharacters,
  urlCharacters: inputLimits.urlCharacters,
  /** Extra request headers of one webhook. */
  headers: 20,
  headerValueCharacters: 2_000,
  /** Webhooks one workspace keeps at most, so the list (which has no pages) stays bounded. */
  perWorkspace: 20,
  /**
   * Attempts at one delivery: the first and retries after 30 s, 2, 8 and 32 minutes (the background
   * jobs' back-off), so a receiver down for most of an hour still gets it.
   */
  deliveryAttempts: 5,
  /** Deliveries listed per page. */
  deliveriesPageSize: { default: 30, max: 100 },
} as const;
