import { webhookLimits } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { PostCallWebhookSettings } from "../convai-settings/convai-settings-records.ts";
import type { ConversationRecord } from "../conversations/conversation-records.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import type { Repositories } from "../ports/repositories.ts";
import { newId } from "../shared/ids.ts";
import type { WebhookEventType } from "./webhook-records.ts";

/** The job that sends one delivery (webhooks/deliver-webhook-job.ts). */
export const deliverWebhookJob = "webhooks.deliver";

/**
 * The post-call events the agents settings ask for: the transcription unless `events` is given
 * without "transcript"; the audio when `events` has "audio" (or the older `send_audio`) and the call
 * was recorded.
 */
export function postCallEventTypes(settings: PostCallWebhookSettings, hasAudio: boolean): WebhookEventType[] {
  const events = settings.events;
  const types: WebhookEventType[] = [];
  if (!events || events.includes("transcript")) types.push("post_call_transcription");
  if (hasAudio && (events?.includes("audio") || settings.sendAudio === true)) types.push("post_call_audio");
  return types;
}

/**
 * Queues the post-call events of a conversation whose analysis was just written, for the webhook
 * the workspace's agents settings name (none when it names none or the webhook is disabled). Each
 * event is recorded once per webhook and conversation, so an analysis run twice sends nothing
 * twice; `store` is the transaction that writes the analysis.
 */
export async function queuePostCallEvents(
  ports: Pick<Ports, "clock">,
  store: Repositories,
  conversation: ConversationRecord,
): Promise<number> {
  const settings = await store.convaiSettings.find(conversation.workspaceId);
  const webhookId = settings?.webhooks.postCallWebhookId;
  if (!settings || !webhookId) return 0;
  const webhook = await store.webhooks.find(conversation.workspaceId, webhookId);
  if (!webhook || webhook.disabled) return 0;
  let queued = 0;
  const now = ports.clock.now();
  for (const eventType of postCallEventTypes(settings.webhooks, conversation.hasAudio)) {
    const id = `whd_${newId(20)}`;
    const recorded = await store.webhookDeliveries.insertOnce({
      id,
      workspaceId: conversation.workspaceId,
      webhookId,
      conversationId: conversation.id,
      eventType,
      status: "pending",
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
      deliveredAt: null,
    });
    if (!recorded) continue;
    await enqueueJob(ports, store, {
      kind: deliverWebhookJob,
      payload: { deliveryId: id },
      workspaceId: conversation.workspaceId,
      maxAttempts: webhookLimits.deliveryAttempts,
    });
    queued++;
  }
  return queued;
}
