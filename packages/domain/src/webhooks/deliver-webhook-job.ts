import type { Ports } from "../context.ts";
import { readConvAiSettings } from "../convai-settings/convai-settings.ts";
import { webhookAddressPolicy } from "../conversations/runtime/agent-tool-calls.ts";
import type { JobHandler } from "../jobs/job-handler.ts";
import { ToolWebhookError } from "../ports/tool-webhooks.ts";
import { postCallBody, UndeliverableEvent } from "./post-call-payload.ts";
import { openWebhookSecret } from "./webhook-access.ts";
import type { WebhookDeliveryRecord } from "./webhook-records.ts";
import { signatureHeaderName, webhookSignature } from "./webhook-signature.ts";

/** A receiver has this long to answer a delivery. */
const deliveryTimeoutMs = 10_000;
/** What is read of its answer (only the status matters). */
const maxAnswerBytes = 64 * 1024;
/** Characters of a failure kept for the workspace to read. */
const errorCharacters = 300;

type Outcome = { statusCode: number | null; error: string | null };

/** A failed attempt: retried by the jobs' back-off until the delivery's attempts are used up. */
class DeliveryAttemptFailed extends Error {
  override readonly name = "DeliveryAttemptFailed";
}

const finish = (
  ports: Pick<Ports, "store" | "clock">,
  delivery: WebhookDeliveryRecord,
  patch: Parameters<Ports["store"]["webhookDeliveries"]["update"]>[2],
) => ports.store.webhookDeliveries.update(delivery.workspaceId, delivery.id, patch);

/** The webhook's own headers, less those a delivery sets itself (a second content type or signature). */
const ownHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !["content-type", "content-length", signatureHeaderName.toLowerCase()].includes(name.toLowerCase()),
    ),
  );

/** One attempt: the body built and signed now (a fresh timestamp each time), POSTed to the webhook. */
async function attempt(ports: Ports, delivery: WebhookDeliveryRecord): Promise<Outcome | "gone"> {
  const { store } = ports;
  const webhook = await store.webhooks.find(delivery.workspaceId, delivery.webhookId);
  const conversation = await store.conversations.find(delivery.workspaceId, delivery.conversationId);
  // A deleted webhook took its deliveries with it.
  if (!webhook) return "gone";
  if (!conversation) throw new UndeliverableEvent("the conversation was deleted");
  if (webhook.disabled) throw new UndeliverableEvent("the webhook was disabled");
  const settings = await readConvAiSettings({ workspaceId: delivery.workspaceId, ports });
  const unixSeconds = Math.floor(ports.clock.now().getTime() / 1000);
  const body = await postCallBody(ports, delivery.eventType, conversation, settings.webhooks, unixSeconds);
  const url = new URL(webhook.url);
  try {
    const answer = await ports.toolWebhooks.call({
      url,
      method: "POST",
      headers: {
        ...ownHeaders(webhook.requestHeaders),
        "content-type": "application/json",
        [signatureHeaderName]: webhookSignature(openWebhookSecret(ports, webhook), body, unixSeconds),
      },
      body,
      timeoutMs: deliveryTimeoutMs,
      maxResponseBytes: maxAnswerBytes,
      allowAddress: webhookAddressPolicy(url, ports.settings),
      signal: AbortSignal.timeout(deliveryTimeoutMs * 2),
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return { statusCode: answer.status, error: ok ? null : `the webhook answered ${answer.status}` };
  } catch (error) {
    if (error instanceof ToolWebhookError || (error instanceof Error && error.name === "TimeoutError"))
      return { statusCode: null, error: error.message.slice(0, errorCharacters) };
    throw error;
  }
}

/**
 * Sends one post-call event to its webhook (queued by post-call-events.ts): delivered on a 2xx;
 * any other answer, or none, is recorded on the delivery and on the webhook (its most recent
 * failure) and retried with the jobs' back-off, until the attempts are used up (then failed). An
 * event that cannot be sent at all (the webhook disabled, the conversation or its recording gone)
 * fails at once; one whose webhook was deleted went with it.
 */
export const deliverWebhookHandler: JobHandler = {
  async run({ ports, job }) {
    const deliveryId = String(job.payload.deliveryId);
    const delivery = job.workspaceId
      ? await ports.store.webhookDeliveries.find(job.workspaceId, deliveryId)
      : undefined;
    if (delivery?.status !== "pending") return;
    const now = () => ports.clock.now();
    let outcome: Outcome | "gone";
    try {
      outcome = await attempt(ports, delivery);
    } catch (error) {
      if (!(error instanceof UndeliverableEvent)) throw error;
      await finish(ports, delivery, { status: "failed", lastError: error.message, updatedAt: now() });
      return;
    }
    if (outcome === "gone") return;
    if (outcome.error === null) {
      await finish(ports, delivery, {
        status: "delivered",
        attempts: job.attempts,
        lastStatusCode: outcome.statusCode,
        lastError: null,
        deliveredAt: now(),
        updatedAt: now(),
      });
      return;
    }
    await finish(ports, delivery, {
      attempts: job.attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      updatedAt: now(),
    });
    await ports.store.webhooks.update(delivery.workspaceId, delivery.webhookId, {
      lastFailure: { statusCode: outcome.statusCode, at: now() },
      updatedAt: now(),
    });
    throw new DeliveryAttemptFailed(outcome.error);
  },
  async onGaveUp({ ports, job }) {
    const deliveryId = String(job.payload.deliveryId);
    if (!job.workspaceId) return;
    const delivery = await ports.store.webhookDeliveries.find(job.workspaceId, deliveryId);
    if (delivery?.status === "pending")
      await finish(ports, delivery, { status: "failed", updatedAt: ports.clock.now() });
  },
};
