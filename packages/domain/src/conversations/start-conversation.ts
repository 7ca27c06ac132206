import type { ConversationConfigOverride } from "@chorus/contract";
import { messages } from "@chorus/contract";
import { fetchConversationInitiationData } from "../convai-settings/fetch-conversation-initiation-data.ts";
import { concurrencyLimitFor } from "../credits/concurrency-limits.ts";
import { beginMeteredWork } from "../generation/begin-metered-work.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { chooseTranscriptionEngine } from "../speech-to-text/choose-engine.ts";
import { planLiveSynthesis } from "../text-to-speech/live/prepare-live-synthesis.ts";
import { currentTier } from "../text-to-speech/speech-request-rules.ts";
import type { ConversationRecord } from "./conversation-records.ts";
import { resolveVariables, type VariableValue, withoutSecrets } from "./dynamic-variables.ts";
import { applyClientOverrides } from "./effective-config.ts";
import type { OpenedConversation } from "./open-conversation.ts";
import type { ConversationOutput } from "./runtime/conversation-events.ts";
import { ConversationSession, conversationCreditsPerMinute } from "./runtime/conversation-session.ts";
import { prepareSessionAgent } from "./runtime/session-agent.ts";
import { prepareTransferredAgent } from "./runtime/transferred-agent.ts";

/** `conversation_initiation_client_data`, as the domain takes it. */
export interface ConversationStart {
  override?: ConversationConfigOverride | null;
  dynamicVariables?: Record<string, VariableValue> | null;
  customLlmExtraBody?: Record<string, unknown> | null;
  userId?: string | null;
  source?: string | null;
  version?: string | null;
  /** Started from the agent's test panel by a member of its workspace: the development rate. */
  development: boolean;
}

/** The shortest call worth starting: below this many seconds of credits, the quota refusal comes instead. */
const minimumSeconds = 10;
/** Credits are reserved two minutes at a time while a call runs. */
const blockSeconds = 120;

/**
 * Starts a conversation with an opened agent: the client's overrides (where allowed) and variables
 * (a required one missing is refused), the workspace's concurrency for conversations, the credits
 * reserved for at most the agent's maximum duration (less when the quota has less left), the
 * conversation recorded `in-progress`, and the session that runs it.
 */
export async function startConversation(
  opened: OpenedConversation,
  start: ConversationStart,
  output: ConversationOutput,
): Promise<ConversationSession> {
  const { ctx, agent } = opened;
  const ports = ctx.ports;
  const settings = agent.platformSettings;
  const conversationId = `conv_${newId(24)}`;
  // The workspace's conversation-initiation webhook, when the agent takes its data: its variables
  // and overrides come first, the client's own win over them (both within the agent's allowed
  // overrides). A webhook that fails leaves the call to start without them (the reason is logged).
  const fromWebhook = settings.overrides.enable_conversation_initiation_client_data_from_webhook
    ? await fetchConversationInitiationData(ctx, { agentId: agent.id, conversationId })
    : undefined;
  const webhookData = fromWebhook?.kind === "data" ? fromWebhook.data : undefined;
  const allowed = settings.overrides.conversation_config_override;
  const config = applyClientOverrides(
    webhookData?.conversationConfigOverride
      ? applyClientOverrides(agent.conversationConfig, allowed, webhookData.conversationConfigOverride)
      : agent.conversationConfig,
    allowed,
    start.override,
  );
  const variables = resolveVariables(
    [config.agent.first_message, config.agent.prompt.prompt],
    config.agent.dynamic_variables.dynamic_variable_placeholders,
    { ...webhookData?.dynamicVariables, ...start.dynamicVariables },
  );
  // The development rate is for the workspace's own people testing in the app: a session (directly or
  // through a signed URL it asked for), never an API key that a product in production holds.
  const development =
    start.development &&
    ctx.actor.kind === "user" &&
    (opened.authorization === "authorization_header" || opened.authorization === "signed_url");
  const tier = await currentTier(ctx);
  const open = await ports.store.conversations.countOpen(ctx.workspaceId);
  const agentLimit = settings.call_limits.agent_concurrency_limit;
  const agentOpen =
    agentLimit >= 0 ? await ports.store.conversations.countOpen(ctx.workspaceId, agent.id) : 0;
  if (open >= concurrencyLimitFor(tier, "standard") || (agentLimit >= 0 && agentOpen >= agentLimit))
    throw new DomainError("too_many_concurrent_requests", messages.conversationConcurrencyLimit);

  // The agent's model (its own server's key read now: a secret that cannot be read refuses the
  // call before anything is charged or recorded), knowledge base and tools.
  const speaker = await prepareSessionAgent(ctx, agent, config);

  const creditsPerMinute = conversationCreditsPerMinute(development);
  const metered = await beginMeteredWork(ctx, {
    requestId: conversationId,
    maximumCost: Math.ceil((config.conversation.max_duration_seconds * creditsPerMinute) / 60),
    minimumCost: Math.ceil((minimumSeconds * creditsPerMinute) / 60),
    blockCost: Math.ceil((blockSeconds * creditsPerMinute) / 60),
    product: "conversational_ai",
  });
  const now = ports.clock.now();
  const conversation: ConversationRecord = {
    id: conversationId,
    workspaceId: ctx.workspaceId,
    agentId: agent.id,
    agentName: agent.name,
    status: "in-progress",
    userId: start.userId ?? webhookData?.userId ?? null,
    startedAt: now,
    endedAt: null,
    durationSeconds: 0,
    transcript: [],
    metadata: {
      terminationReason: null,
      error: null,
      mainLanguage: config.agent.language,
      textOnly: config.conversation.text_only,
      development,
      authorizationMethod: opened.authorization,
      timezone: config.agent.prompt.timezone,
      feedback: { overallScore: null, rating: null, comment: null },
      clientData: {
        dynamicVariables: withoutSecrets(start.dynamicVariables ?? {}),
        userId: start.userId ?? null,
        source: start.source ?? null,
        version: start.version ?? null,
      },
      charging: { creditsPerMinute, discount: development ? 0.5 : 0 },
    },
    cost: 0,
    hasAudio: false,
    callSuccessful: "unknown",
    analysis: null,
    tags: [],
    heartbeatAt: now,
  };
  try {
    await ports.store.conversations.insert(conversation);
    await ports.store.agents.touchLastCall(ctx.workspaceId, agent.id, now);
  } catch (error) {
    await metered.end(0);
    throw error;
  }
  const textOnly = config.conversation.text_only;
  // A voice call needs a recognizer for the agent's language; refused now rather than deaf later.
  const recognizer = textOnly
    ? undefined
    : chooseTranscriptionEngine(ports, config.agent.language.split("-")[0]);
  const [codec, rate] = config.asr.user_input_audio_format.split("_");
  const extraBody = settings.overrides.custom_llm_extra_body
    ? (start.customLlmExtraBody ?? undefined)
    : undefined;
  return new ConversationSession({
    ctx,
    speaker,
    prepareAgent: (agentId) => prepareTransferredAgent(ctx, agentId),
    conversation,
    variables,
    metered,
    creditsPerMinute,
    record: settings.privacy.record_voice && !settings.privacy.zero_retention_mode,
    ...(recognizer
      ? {
          listen: async () => {
            const stream = await ports.liveAudio.open(
              { codec: codec === "ulaw" ? "ulaw" : "pcm", sampleRate: Number(rate) },
              { sensitivity: 2 },
            );
            const streaming = recognizer.engine.openStream?.(recognizer.language?.iso1 ?? "en");
            return { stream, recognizer, ...(streaming ? { streaming } : {}) };
          },
        }
      : {}),
    voiceFor: textOnly
      ? undefined
      : (current) =>
          planLiveSynthesis(ctx, {
            voiceId: current.tts.voice_id,
            modelId: current.tts.model_id,
            languageCode: current.agent.language,
            outputFormat: current.tts.agent_output_audio_format,
            enableLogging: true,
            enableSsmlParsing: false,
            applyTextNormalization: "auto",
          }),
    output,
    ...(extraBody ? { extraBody } : {}),
  });
}
