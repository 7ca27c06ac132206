import type { ConvAiSettings } from "@chorus/contract";
import type { ConvAiSettingsPatch, ConvAiSettingsRecord, WebhookHeaderValue } from "@chorus/domain";

type SettingsBody = {
  conversation_initiation_client_data_webhook?: {
    url: string;
    request_headers: Record<string, string | { secret_id: string }>;
  } | null;
  webhooks?: {
    post_call_webhook_id?: string | null;
    events?: string[] | null;
    transcript_format?: "json" | "opentelemetry" | null;
    exclude_transcript?: boolean | null;
    send_audio?: boolean | null;
  } | null;
  can_use_mcp_servers?: boolean | null;
  rag_retention_period_days?: number | null;
  conversation_embedding_retention_days?: number | null;
  default_livekit_stack?: "standard" | "static" | null;
};

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

/** `PatchConvAiSettingsRequest` → the domain's change: `null` clears the webhook, other nulls change nothing. */
export function convAiSettingsPatchOf(body: SettingsBody): ConvAiSettingsPatch {
  const patch: ConvAiSettingsPatch = {};
  const webhook = body.conversation_initiation_client_data_webhook;
  if (webhook === null) patch.initiationWebhook = null;
  else if (webhook)
    patch.initiationWebhook = {
      url: webhook.url,
      requestHeaders: Object.fromEntries(
        Object.entries(webhook.request_headers).map(([name, value]): [string, WebhookHeaderValue] => [
          name,
          typeof value === "string" ? value : { secretId: value.secret_id },
        ]),
      ),
    };
  if (body.webhooks)
    patch.webhooks = defined({
      postCallWebhookId: body.webhooks.post_call_webhook_id,
      events: body.webhooks.events,
      transcriptFormat: body.webhooks.transcript_format,
      excludeTranscript: body.webhooks.exclude_transcript,
      sendAudio: body.webhooks.send_audio,
    });
  const rest = defined({
    canUseMcpServers: body.can_use_mcp_servers,
    ragRetentionPeriodDays: body.rag_retention_period_days,
    conversationEmbeddingRetentionDays: body.conversation_embedding_retention_days,
    defaultLivekitStack: body.default_livekit_stack,
  });
  return { ...patch, ...rest };
}

/** `GetConvAiSettingsResponseModel`: secrets in the webhook's headers as `{secret_id}`, never values. */
export function presentConvAiSettings(settings: ConvAiSettingsRecord): ConvAiSettings {
  const webhook = settings.initiationWebhook;
  const hooks = settings.webhooks;
  return {
    ...(webhook
      ? {
          conversation_initiation_client_data_webhook: {
            url: webhook.url,
            request_headers: Object.fromEntries(
              Object.entries(webhook.requestHeaders).map(([name, value]) => [
                name,
                typeof value === "string" ? value : { secret_id: value.secretId },
              ]),
            ),
          },
        }
      : {}),
    webhooks: {
      ...(hooks.postCallWebhookId !== undefined ? { post_call_webhook_id: hooks.postCallWebhookId } : {}),
      ...(hooks.events !== undefined ? { events: hooks.events as ConvAiSettings["webhooks"]["events"] } : {}),
      ...(hooks.transcriptFormat !== undefined ? { transcript_format: hooks.transcriptFormat } : {}),
      ...(hooks.excludeTranscript !== undefined ? { exclude_transcript: hooks.excludeTranscript } : {}),
      ...(hooks.sendAudio !== undefined ? { send_audio: hooks.sendAudio } : {}),
    },
    can_use_mcp_servers: settings.canUseMcpServers,
    rag_retention_period_days: settings.ragRetentionPeriodDays,
    conversation_embedding_retention_days: settings.conversationEmbeddingRetentionDays,
    default_livekit_stack: settings.defaultLivekitStack,
  };
}
