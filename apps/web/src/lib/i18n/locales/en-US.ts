import { accountStrings } from "./en-US/account.ts";
import { agentMcpStrings } from "./en-US/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./en-US/agent-secrets.ts";
import { agentTestStrings } from "./en-US/agent-test.ts";
import { agentTestsStrings } from "./en-US/agent-tests.ts";
import { agentToolsStrings } from "./en-US/agent-tools.ts";
import { agentWorkflowStrings } from "./en-US/agent-workflow.ts";
import { agentsStrings } from "./en-US/agents.ts";
import { authConnectionsStrings } from "./en-US/auth-connections.ts";
import { billingStrings } from "./en-US/billing.ts";
import { conversationTagsStrings } from "./en-US/conversation-tags.ts";
import { conversationsStrings } from "./en-US/conversations.ts";
import { homeStrings } from "./en-US/home.ts";
import { knowledgeBaseStrings } from "./en-US/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./en-US/pronunciation-dictionaries.ts";
import { shellStrings } from "./en-US/shell.ts";
import { signInStrings } from "./en-US/sign-in.ts";
import { soundEffectsStrings } from "./en-US/sound-effects.ts";
import { speechStrings } from "./en-US/speech.ts";
import { speechClassifierStrings } from "./en-US/speech-classifier.ts";
import { speechToTextStrings } from "./en-US/speech-to-text.ts";
import { ticketsStrings } from "./en-US/tickets.ts";
import { voiceChangerStrings } from "./en-US/voice-changer.ts";
import { voiceIsolatorStrings } from "./en-US/voice-isolator.ts";
import { voiceLibraryStrings } from "./en-US/voice-library.ts";
import { voicesStrings } from "./en-US/voices.ts";

/**
 * English, the source of every translation. One file per area under en-US/, so a new screen adds its own
 * file and one line here, and the same file in each language's folder (the type and translations.test.ts
 * refuse a language that misses a string).
 */
export const enUS = {
  ...shellStrings,
  ...signInStrings,
  ...homeStrings,
  ...speechStrings,
  ...voicesStrings,
  ...voiceLibraryStrings,
  ...accountStrings,
  ...billingStrings,
  ...speechToTextStrings,
  ...soundEffectsStrings,
  ...pronunciationDictionariesStrings,
  ...voiceChangerStrings,
  ...voiceIsolatorStrings,
  ...speechClassifierStrings,
  ...agentsStrings,
  ...agentTestStrings,
  ...agentTestsStrings,
  ...conversationsStrings,
  ...conversationTagsStrings,
  ...ticketsStrings,
  ...agentSecretsStrings,
  ...authConnectionsStrings,
  ...agentToolsStrings,
  ...agentMcpStrings,
  ...knowledgeBaseStrings,
  ...agentWorkflowStrings,
} as const;
