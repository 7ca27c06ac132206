import type { DashboardChart } from "@chorus/contract";

/** A request header of the conversation-initiation webhook: written in place, or a workspace secret. */
export type WebhookHeaderValue = string | { secretId: string };

/** The webhook called before each conversation to fill its dynamic variables and overrides. */
export interface ConversationInitiationWebhook {
  url: string;
  requestHeaders: Record<string, WebhookHeaderValue>;
}

/** The workspace's post-call webhook and what it is sent (`ConvAiWebhooks`). */
export interface PostCallWebhookSettings {
  postCallWebhookId?: string;
  events?: string[];
  transcriptFormat?: "json" | "opentelemetry";
  excludeTranscript?: boolean;
  sendAudio?: boolean;
}

/** A workspace's agent settings (`/v1/convai/settings`), one row per workspace once changed. */
export interface ConvAiSettingsRecord {
  workspaceId: string;
  initiationWebhook: ConversationInitiationWebhook | null;
  webhooks: PostCallWebhookSettings;
  canUseMcpServers: boolean;
  ragRetentionPeriodDays: number;
  conversationEmbeddingRetentionDays: number;
  defaultLivekitStack: "standard" | "static";
  /** The agents dashboard's charts (`/v1/convai/settings/dashboard`), in their wire shape. */
  dashboardCharts: DashboardChart[];
  updatedAt: Date;
}

/** The fields a change may set; what it leaves out stays. */
export type ConvAiSettingsPatch = Partial<Omit<ConvAiSettingsRecord, "workspaceId" | "updatedAt">>;
