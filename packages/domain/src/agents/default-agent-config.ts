import { type ConversationConfig, defaultClientEvents, type PlatformSettings } from "@chorus/contract";

/**
 * What a new agent starts with: the hosted product's defaults, with this server's default voice
 * and model. Everything a request leaves out comes from here.
 */
export function defaultConversationConfig(defaults: { voiceId: string; llm: string }): ConversationConfig {
  return {
    agent: {
      first_message: "",
      language: "en",
      max_conversation_duration_message: "",
      disable_first_message_interruptions: false,
      dynamic_variables: { dynamic_variable_placeholders: {} },
      prompt: {
        prompt: "",
        llm: defaults.llm,
        temperature: 0,
        max_tokens: -1,
        timezone: null,
        custom_llm: null,
        built_in_tools: {
          end_call: {
            type: "system",
            name: "end_call",
            description: "",
            params: { system_tool_type: "end_call" },
          },
          language_detection: null,
          skip_turn: null,
          transfer_to_agent: null,
          transfer_to_number: null,
          voicemail_detection: null,
          play_keypad_touch_tone: null,
        },
        tool_ids: [],
        mcp_server_ids: [],
        knowledge_base: [],
        rag: defaultRagConfig,
      },
    },
    tts: {
      model_id: "eleven_flash_v2",
      voice_id: defaults.voiceId,
      agent_output_audio_format: "pcm_16000",
      optimize_streaming_latency: 3,
      stability: 0.5,
      speed: 1,
      similarity_boost: 0.8,
    },
    asr: {
      quality: "high",
      provider: "elevenlabs",
      user_input_audio_format: "pcm_16000",
      keywords: [],
    },
    turn: { turn_timeout: 7, silence_end_call_timeout: -1, turn_eagerness: "normal" },
    conversation: { text_only: false, max_duration_seconds: 600, client_events: [...defaultClientEvents] },
    vad: { background_voice_detection: false },
    language_presets: {},
  };
}

export function defaultPlatformSettings(): PlatformSettings {
  return {
    auth: { enable_auth: false, allowlist: [], require_origin_header: false, shareable_token: null },
    overrides: {
      conversation_config_override: {
        agent: { first_message: false, language: false, prompt: { prompt: false, llm: false } },
        tts: { voice_id: false, stability: false, speed: false, similarity_boost: false },
        asr: { keywords: false },
        // The hosted product lets every client switch to text: the widget's text mode needs it.
        conversation: { text_only: true },
      },
      custom_llm_extra_body: false,
      enable_conversation_initiation_client_data_from_webhook: false,
    },
    widget: {
      variant: "compact",
      placement: "bottom-right",
      avatar: { type: "orb", color_1: "#2792dc", color_2: "#9ce6e6" },
      feedback_mode: "none",
      bg_color: "#ffffff",
      text_color: "#000000",
      btn_color: "#000000",
      btn_text_color: "#ffffff",
      border_color: "#e1e1e1",
      focus_color: "#000000",
      border_radius: null,
      btn_radius: null,
      action_text: null,
      start_call_text: null,
      end_call_text: null,
      expand_text: null,
      listening_text: null,
      speaking_text: null,
      shareable_page_text: null,
      shareable_page_show_terms: true,
      terms_text: null,
      mic_muting_enabled: false,
      transcript_enabled: false,
      text_input_enabled: true,
      default_expanded: false,
      always_expanded: false,
      language_selector: false,
      supports_text_only: true,
      disable_banner: false,
      text_contents: {},
    },
    privacy: {
      record_voice: true,
      retention_days: -1,
      delete_transcript_and_pii: false,
      delete_audio: false,
      apply_to_existing_conversations: false,
      zero_retention_mode: false,
    },
    call_limits: { agent_concurrency_limit: -1, daily_limit: 100_000, bursting_enabled: true },
    data_collection: {},
    evaluation: { criteria: [] },
    archived: false,
  };
}

/**
 * Retrieval starts off, as on the hosted product ("retrieval is not recommended for small knowledge
 * bases": without it, the agent's documents go whole into the prompt). Migration 0023 gives agents
 * saved before it the same.
 */
export const defaultRagConfig = {
  enabled: false,
  embedding_model: "e5_mistral_7b_instruct",
  max_vector_distance: 0.6,
  max_documents_length: 50_000,
  max_retrieved_rag_chunks_count: 20,
} as const;
