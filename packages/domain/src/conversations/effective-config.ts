import type { ConversationConfig, ConversationConfigOverride, PlatformSettings } from "@chorus/contract";

/**
 * The configuration a conversation runs with: the agent's, with the client's
 * `conversation_config_override` applied only where `platform_settings.overrides` allows it (anything
 * else the client sent is ignored, as the hosted product does). A language override starts it in
 * that language with its preset (first message, prompt, voice), as the hosted widget's language
 * selector does, which sends the language alone; the client's other overrides still win over it.
 */
export function applyClientOverrides(
  agentConfig: ConversationConfig,
  allowed: PlatformSettings["overrides"]["conversation_config_override"],
  override: ConversationConfigOverride | null | undefined,
): ConversationConfig {
  if (!override) return agentConfig;
  const pick = <T>(permitted: boolean, value: T | null | undefined, current: T): T =>
    permitted && value !== undefined && value !== null ? value : current;
  const language = pick(allowed.agent.language, override.agent?.language, agentConfig.agent.language);
  const config = language === agentConfig.agent.language ? agentConfig : inLanguage(agentConfig, language);
  const { agent, tts, asr, conversation } = config;
  return {
    ...config,
    agent: {
      ...agent,
      first_message: pick(allowed.agent.first_message, override.agent?.first_message, agent.first_message),
      language,
      prompt: {
        ...agent.prompt,
        prompt: pick(allowed.agent.prompt.prompt, override.agent?.prompt?.prompt, agent.prompt.prompt),
        llm: pick(allowed.agent.prompt.llm, override.agent?.prompt?.llm, agent.prompt.llm),
      },
    },
    tts: {
      ...tts,
      voice_id: pick(allowed.tts.voice_id, override.tts?.voice_id, tts.voice_id),
      speed: pick(allowed.tts.speed, override.tts?.speed, tts.speed),
      stability: pick(allowed.tts.stability, override.tts?.stability, tts.stability),
      similarity_boost: pick(
        allowed.tts.similarity_boost,
        override.tts?.similarity_boost,
        tts.similarity_boost,
      ),
    },
    asr: { ...asr, keywords: pick(allowed.asr.keywords, override.asr?.keywords, asr.keywords) },
    conversation: {
      ...conversation,
      text_only: pick(
        allowed.conversation.text_only,
        override.conversation?.text_only,
        conversation.text_only,
      ),
    },
  };
}

/**
 * The configuration in one of the agent's languages: the main language as configured, an additional
 * one with its preset's first message, prompt and voice where the preset sets them.
 */
export function inLanguage(config: ConversationConfig, language: string): ConversationConfig {
  const preset = config.language_presets[language];
  if (!preset) return { ...config, agent: { ...config.agent, language } };
  const agent = preset.overrides.agent;
  return {
    ...config,
    agent: {
      ...config.agent,
      language,
      first_message:
        preset.first_message_translation?.text ?? agent?.first_message ?? config.agent.first_message,
      prompt: { ...config.agent.prompt, prompt: agent?.prompt?.prompt ?? config.agent.prompt.prompt },
    },
    tts: { ...config.tts, voice_id: preset.overrides.tts?.voice_id ?? config.tts.voice_id },
  };
}
