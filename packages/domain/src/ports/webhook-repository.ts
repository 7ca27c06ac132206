import type { WebhookDeliveryRecord, WorkspaceWebhookRecord } from "../webhooks/webhook-records.ts";

/** The workspace's webhooks (`/v1/workspace/webhooks`). */
export interface WorkspaceWebhookRepository {
  insert(webhook: WorkspaceWebhookRecord): Promise<void>;
  find(workspaceId: string, id: string): Promise<WorkspaceWebhookRecord | undefined>;
  /** Oldest first, at most `limit`. */
  list(workspaceId: string, limit: number): Promise<WorkspaceWebhookRecord[]>;
  count(workspaceId: string): Promise<number>;
  /** The changed webhook; undefined when it is gone. */
  update(
    workspaceId: string,
    id: string,
    patch: Partial<
      Pick<WorkspaceWebhookRecord, "name" | "disabled" | "requestHeaders" | "events" | "lastFailure">
    > & {
      updatedAt: Date;
    },
  ): Promise<WorkspaceWebhookRecord | undefined>;
  /** True when the webhook existed. Its deliveries go with it. */
  delete(workspaceId: string, id: string): Promise<boolean>;
}

export interface WebhookDeliveryListFilter {
  conversationId?: string;
  webhookId?: string;
  /** The last delivery of the previous page (newest first). */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** Deliveries of events to workspace webhooks, with their status. */
export interface WebhookDeliveryRepository {
  /**
   * Records a delivery unless one of the same event for the same webhook and conversation exists
   * (a job run twice queues nothing twice); true when it was recorded.
   */
  insertOnce(delivery: WebhookDeliveryRecord): Promise<boolean>;
  find(workspaceId: string, id: string): Promise<WebhookDeliveryRecord | undefined>;
  update(
    workspaceId: string,
    id: string,
    patch: Partial<
      Pick<WebhookDeliveryRecord, "status" | "attempts" | "lastStatusCode" | "lastError" | "deliveredAt">
    > & { updatedAt: Date },
  ): Promise<void>;
  /** Newest first (then by id). */
  list(workspaceId: string, filter: WebhookDeliveryListFilter): Promise<WebhookDeliveryRecord[]>;
}
