import { accountStrings } from "./sv-SE/account.ts";
import { agentMcpStrings } from "./sv-SE/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./sv-SE/agent-secrets.ts";
import { agentTestStrings } from "./sv-SE/agent-test.ts";
import { agentTestsStrings } from "./sv-SE/agent-tests.ts";
import { agentToolsStrings } from "./sv-SE/agent-tools.ts";
import { agentWorkflowStrings } from "./sv-SE/agent-workflow.ts";
import { agentsStrings } from "./sv-SE/agents.ts";
import { authConnectionsStrings } from "./sv-SE/auth-connections.ts";
import { billingStrings } from "./sv-SE/billing.ts";
import { conversationTagsStrings } from "./sv-SE/conversation-tags.ts";
import { conversationsStrings } from "./sv-SE/conversations.ts";
import { homeStrings } from "./sv-SE/home.ts";
import { knowledgeBaseStrings } from "./sv-SE/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./sv-SE/pronunciation-dictionaries.ts";
import { shellStrings } from "./sv-SE/shell.ts";
import { signInStrings } from "./sv-SE/sign-in.ts";
import { soundEffectsStrings } from "./sv-SE/sound-effects.ts";
import { speechStrings } from "./sv-SE/speech.ts";
import { speechClassifierStrings } from "./sv-SE/speech-classifier.ts";
import { speechToTextStrings } from "./sv-SE/speech-to-text.ts";
import { ticketsStrings } from "./sv-SE/tickets.ts";
import { voiceChangerStrings } from "./sv-SE/voice-changer.ts";
import { voiceIsolatorStrings } from "./sv-SE/voice-isolator.ts";
import { voiceLibraryStrings } from "./sv-SE/voice-library.ts";
import { voicesStrings } from "./sv-SE/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** Swedish (complete). */
export const svSE: CompleteTranslation = {
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
  ...agentToolsStrings,
  ...agentMcpStrings,
  ...agentSecretsStrings,
  ...authConnectionsStrings,
  ...knowledgeBaseStrings,
  ...agentWorkflowStrings,
};
