import type { SealedValue } from "../ports/secret-cipher.ts";

/**
 * A workspace webhook (`/v1/workspace/webhooks`): where Chorus sends events, signed with the
 * webhook's HMAC secret (`ElevenLabs-Signature`). The agents settings name one as their post-call
 * webhook (`webhooks.post_call_webhook_id`).
 */
export interface WorkspaceWebhookRecord {
  id: string;
  workspaceId: string;
  createdByUserId: string;
  name: string;
  url: string;
  /** The HMAC secret, sealed to this row; answered once, when the webhook is made. */
  secret: SealedValue;
  /** Extra headers sent with every delivery (`request_headers`). */
  requestHeaders: Record<string, string>;
  /** The workspace events it is subscribed to (`events`), kept as given. */
  events: string[];
  disabled: boolean;
  /** The last delivery attempt that failed: the status answered (null when none came) and when. */
  lastFailure: { statusCode: number | null; at: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a post-call delivery carries (the hosted product's payload `type`). */
export type WebhookEventType = "post_call_transcription" | "post_call_audio";

/** pending (not yet delivered, retried with back-off) → delivered | failed (attempts used up). */
export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** One event for one webhook, and how its delivery went. */
export interface WebhookDeliveryRecord {
  id: string;
  workspaceId: string;
  webhookId: string;
  conversationId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status, null when it got none (refused, unreachable, too slow). */
  lastStatusCode: number | null;
  /** Why the last attempt failed, for the workspace to read (no secret in it). */
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}
