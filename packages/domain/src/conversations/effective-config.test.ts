import { describe, expect, it } from "vitest";
import { defaultConversationConfig, defaultPlatformSettings } from "../agents/default-agent-config.ts";
import { applyClientOverrides } from "./effective-config.ts";

const agent = {
  ...defaultConversationConfig({ voiceId: "voice-en", llm: "retrieval" }),
  language_presets: {
    de: {
      overrides: {
        agent: { first_message: "Hallo!", prompt: { prompt: "Antworte auf Deutsch." } },
        tts: { voice_id: "voice-de" },
      },
    },
  },
};
agent.agent = {
  ...agent.agent,
  first_message: "Hello!",
  prompt: { ...agent.agent.prompt, prompt: "Answer." },
};
const overrides = defaultPlatformSettings().overrides.conversation_config_override;
const languageAllowed = { ...overrides, agent: { ...overrides.agent, language: true } };

describe("a conversation's overrides", () => {
  it("start it in an allowed language with that language's preset, as the widget's language selector asks", () => {
    const config = applyClientOverrides(agent, languageAllowed, { agent: { language: "de" } });
    expect(config.agent).toMatchObject({
      language: "de",
      first_message: "Hallo!",
      prompt: { prompt: "Antworte auf Deutsch." },
    });
    expect(config.tts.voice_id).toBe("voice-de");
  });

  it("ignore the language when the agent does not allow it", () => {
    const config = applyClientOverrides(agent, overrides, { agent: { language: "de" } });
    expect(config.agent).toMatchObject({ language: "en", first_message: "Hello!" });
    expect(config.tts.voice_id).toBe("voice-en");
  });

  it("keep a first message the client may override over the preset's", () => {
    const allowed = { ...languageAllowed, agent: { ...languageAllowed.agent, first_message: true } };
    const config = applyClientOverrides(agent, allowed, {
      agent: { language: "de", first_message: "Servus!" },
    });
    expect(config.agent).toMatchObject({ language: "de", first_message: "Servus!" });
  });

  it("only change the language code for one without a preset", () => {
    const config = applyClientOverrides(agent, languageAllowed, { agent: { language: "fr" } });
    expect(config.agent).toMatchObject({
      language: "fr",
      first_message: "Hello!",
      prompt: { prompt: "Answer." },
    });
  });
});
