import { type CreateWebhookBody, messages, type UpdateWebhookBody, webhookLimits } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { defaultConvAiSettings, readConvAiSettings } from "../convai-settings/convai-settings.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { checkWebhookUrl, findWebhook, webhookNotFound, webhookSealingContext } from "./webhook-access.ts";
import type { WorkspaceWebhookRecord } from "./webhook-records.ts";
import { newWebhookSecret } from "./webhook-signature.ts";

/** A webhook and what uses it (`usage`): the agents settings' post-call webhook. */
export interface WebhookView {
  webhook: WorkspaceWebhookRecord;
  usage: "ConvAI Settings"[];
}

/** `GET /v1/workspace/webhooks`: oldest first, with what uses each when asked. */
export async function listWebhooks(ctx: AuthenticatedContext): Promise<WebhookView[]> {
  requirePermission(ctx, "workspace_read");
  const [webhooks, settings] = await Promise.all([
    ctx.ports.store.webhooks.list(ctx.workspaceId, webhookLimits.perWorkspace),
    readConvAiSettings(ctx),
  ]);
  return webhooks.map((webhook) => ({
    webhook,
    usage: settings.webhooks.postCallWebhookId === webhook.id ? ["ConvAI Settings"] : [],
  }));
}

/**
 * `POST /v1/workspace/webhooks` (admins): an HMAC webhook with a new secret, sealed before it
 * reaches the store and answered this once.
 */
export async function createWebhook(
  ctx: AuthenticatedContext,
  body: CreateWebhookBody,
): Promise<{ webhook: WorkspaceWebhookRecord; secret: string }> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { settings } = body;
  const url = checkWebhookUrl(ctx.ports, settings.webhook_url, ["body", "settings", "webhook_url"]);
  if ((await ctx.ports.store.webhooks.count(ctx.workspaceId)) >= webhookLimits.perWorkspace)
    throw new DomainError("invalid_request", messages.webhooksTooMany(webhookLimits.perWorkspace));
  const id = `whk_${newId(20)}`;
  const secret = newWebhookSecret();
  const now = ctx.ports.clock.now();
  const webhook: WorkspaceWebhookRecord = {
    id,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: settings.name,
    url,
    secret: ctx.ports.secretCipher.seal(secret, webhookSealingContext(ctx.workspaceId, id)),
    requestHeaders: settings.request_headers ?? {},
    events: [],
    disabled: false,
    lastFailure: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.webhooks.insert(webhook);
  return { webhook, secret };
}

/** `PATCH /v1/workspace/webhooks/{id}` (admins): name, enabled or not, headers, events. */
export async function updateWebhook(
  ctx: AuthenticatedContext,
  id: string,
  body: UpdateWebhookBody,
): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const written = await ctx.ports.store.webhooks.update(ctx.workspaceId, id, {
    name: body.name,
    disabled: body.is_disabled,
    ...(body.request_headers ? { requestHeaders: body.request_headers } : {}),
    ...(body.events ? { events: body.events } : {}),
    updatedAt: ctx.ports.clock.now(),
  });
  if (!written) throw webhookNotFound(id);
}

/**
 * `DELETE /v1/workspace/webhooks/{id}` (admins): its deliveries go with it, and the agents settings
 * stop naming it as their post-call webhook (a conversation ending meanwhile finds it gone and
 * sends nothing).
 */
export async function deleteWebhook(ctx: AuthenticatedContext, id: string): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  await findWebhook(ctx, id);
  await ctx.ports.store.transaction(async (tx) => {
    if (!(await tx.webhooks.delete(ctx.workspaceId, id))) throw webhookNotFound(id);
    const settings = await tx.convaiSettings.find(ctx.workspaceId);
    if (settings?.webhooks.postCallWebhookId !== id) return;
    const { postCallWebhookId: _, ...rest } = settings.webhooks;
    await tx.convaiSettings.save(
      ctx.workspaceId,
      { webhooks: rest },
      defaultConvAiSettings,
      ctx.ports.clock.now(),
    );
  });
}
