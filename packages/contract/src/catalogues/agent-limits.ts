/**
 * Limits and fixed values of conversational agents. Spec 001 §5 and §9 give the rules quoted;
 * the rest are Chorus bounds, far above real agents and far below what would make a prompt, a
 * stored row or a conversation start expensive.
 */
export const agentLimits = {
  /** The system prompt. */
  promptCharacters: 100_000,
  /** The first message and the message spoken when the maximum duration is reached. */
  firstMessageCharacters: 4_000,
  /** Additional languages (language presets) of one agent. */
  languagePresets: 40,
  /** ASR keywords (boosted words). */
  keywords: 100,
  /** Hosts of the allowlist. */
  allowlistHosts: 100,
  /** Data-collection items and evaluation criteria. */
  dataCollectionItems: 40,
  evaluationCriteria: 30,
  /** Dynamic variables with defaults, and those a client sends at start. */
  dynamicVariables: 100,
  dynamicVariableCharacters: 2_000,
  /** Tags of an agent. */
  tags: 20,
  /** Turn timeout in seconds (-1: none, spec 001 §5 "timeout -1 means no cutoff"). */
  turnTimeoutSeconds: { min: 1, max: 30 },
  /** Silence before the call ends (-1: never). */
  silenceEndCallSeconds: { min: 1, max: 7_200 },
  /** Longest conversation an agent may set. */
  maxDurationSeconds: 7_200,
  /** Retention in days (-1: unlimited, spec 001 §5). */
  retentionDays: { max: 3_650 },
  /** Agents listed per page. */
  pageSize: { default: 30, max: 100 },
  /** Agents asked for at once in `GET /v1/convai/agents/summaries`. */
  summariesPerRequest: 100,
} as const;

/** Spec 001 §9: "conversational AI 1,000 credits per minute"; "In-development calls 50% off". */
export const conversationCredits = { perMinute: 1_000, developmentDiscount: 0.5 } as const;

/** Audio formats of the conversation WebSocket (reference §4.4: `pcm_<rate>` or `ulaw_8000`). */
export const conversationAudioFormats = [
  "pcm_8000",
  "pcm_16000",
  "pcm_22050",
  "pcm_24000",
  "pcm_44100",
  "pcm_48000",
  "ulaw_8000",
] as const;

/** Server events a client may receive (`conversation.client_events`, the SDK's `ClientEvent`). */
export const conversationClientEvents = [
  "conversation_initiation_metadata",
  "asr_initiation_metadata",
  "ping",
  "audio",
  "interruption",
  "user_transcript",
  "tentative_user_transcript",
  "agent_response",
  "agent_response_correction",
  "client_tool_call",
  "mcp_tool_call",
  "mcp_connection_status",
  "agent_tool_request",
  "agent_tool_response",
  "agent_tool_response_full_payload",
  "agent_response_metadata",
  "vad_score",
  "agent_chat_response_part",
  "client_error",
  "guardrail_triggered",
  "dtmf_request",
  "agent_response_complete",
  "context_usage",
  "internal_turn_probability",
  "internal_tentative_agent_response",
] as const;

/** The events a new agent sends (the hosted product's default set). */
export const defaultClientEvents = [
  "audio",
  "interruption",
  "user_transcript",
  "tentative_user_transcript",
  "agent_response",
  "agent_response_correction",
  "agent_tool_response",
] as const;

/** Built-in system tools switched on or off with no settings of their own needed. */
export const simpleSystemTools = [
  "end_call",
  "language_detection",
  "skip_turn",
  "voicemail_detection",
  "play_keypad_touch_tone",
] as const;

/** Every built-in system tool: the simple ones and the transfers, which name where they go. */
export const builtInSystemTools = [...simpleSystemTools, "transfer_to_agent", "transfer_to_number"] as const;
