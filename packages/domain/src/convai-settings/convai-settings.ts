import { convaiSettingsLimits, type DashboardChart, isAdminRole, messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { DomainError } from "../shared/domain-error.ts";
import type {
  ConvAiSettingsPatch,
  ConvAiSettingsRecord,
  ConversationInitiationWebhook,
} from "./convai-settings-records.ts";

/** What a workspace that never changed its settings has: no webhooks, no MCP servers, kept always. */
export const defaultConvAiSettings: Omit<ConvAiSettingsRecord, "workspaceId" | "updatedAt"> = {
  initiationWebhook: null,
  webhooks: {},
  canUseMcpServers: false,
  ragRetentionPeriodDays: convaiSettingsLimits.ragRetentionDays.default,
  conversationEmbeddingRetentionDays: convaiSettingsLimits.conversationEmbeddingRetentionDays.default,
  defaultLivekitStack: "standard",
  dashboardCharts: [],
};

/** The workspace's settings as stored, or the defaults (read by verbs and the runtime alike). */
export async function readConvAiSettings(ctx: {
  workspaceId: string;
  ports: AuthenticatedContext["ports"];
}): Promise<ConvAiSettingsRecord> {
  return (
    (await ctx.ports.store.convaiSettings.find(ctx.workspaceId)) ?? {
      workspaceId: ctx.workspaceId,
      ...defaultConvAiSettings,
      updatedAt: new Date(0),
    }
  );
}

/** `GET /v1/convai/settings`. */
export async function getConvAiSettings(ctx: AuthenticatedContext): Promise<ConvAiSettingsRecord> {
  requirePermission(ctx, "convai_read");
  return readConvAiSettings(ctx);
}

/** Ids of the workspace secrets a webhook's headers name. */
export function secretIdsOfInitiationWebhook(webhook: ConversationInitiationWebhook | null): string[] {
  if (!webhook) return [];
  return Object.values(webhook.requestHeaders).flatMap((value) =>
    typeof value === "string" ? [] : [value.secretId],
  );
}

/**
 * `PATCH /v1/convai/settings`: fields left out stay. Editors may change the settings (viewers may
 * not); whether the workspace's agents may use MCP servers is for admins alone, since it lets agents
 * call servers outside. Secrets named in the webhook's headers must exist, held until the change commits;
 * the post-call webhook must be one of the workspace's webhooks (`/v1/workspace/webhooks`).
 */
export async function updateConvAiSettings(
  ctx: AuthenticatedContext,
  patch: ConvAiSettingsPatch,
): Promise<ConvAiSettingsRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (patch.canUseMcpServers !== undefined && !isAdminRole(ctx.role)) {
    const current = await readConvAiSettings(ctx);
    if (current.canUseMcpServers !== patch.canUseMcpServers)
      throw new DomainError("forbidden", messages.mcpAllowanceAdminOnly);
  }
  const postCallWebhookId = patch.webhooks?.postCallWebhookId;
  if (postCallWebhookId && !(await ctx.ports.store.webhooks.find(ctx.workspaceId, postCallWebhookId)))
    throw DomainError.invalidField(
      ["body", "webhooks", "post_call_webhook_id"],
      messages.webhookNotFound(postCallWebhookId),
    );
  const secretIds = secretIdsOfInitiationWebhook(patch.initiationWebhook ?? null);
  return withSecretsHeld(ctx, secretIds, (store) =>
    store.convaiSettings.save(ctx.workspaceId, patch, defaultConvAiSettings, ctx.ports.clock.now()),
  );
}

/** `GET /v1/convai/settings/dashboard`. */
export async function getDashboardCharts(ctx: AuthenticatedContext): Promise<DashboardChart[]> {
  requirePermission(ctx, "convai_read");
  return (await readConvAiSettings(ctx)).dashboardCharts;
}

/** `PATCH /v1/convai/settings/dashboard`: the charts given replace the saved ones; none given changes nothing. */
export async function updateDashboardCharts(
  ctx: AuthenticatedContext,
  charts: DashboardChart[] | undefined,
): Promise<DashboardChart[]> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (charts === undefined) return (await readConvAiSettings(ctx)).dashboardCharts;
  const saved = await ctx.ports.store.convaiSettings.save(
    ctx.workspaceId,
    { dashboardCharts: charts },
    defaultConvAiSettings,
    ctx.ports.clock.now(),
  );
  return saved.dashboardCharts;
}
