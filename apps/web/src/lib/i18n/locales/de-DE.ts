import { accountStrings } from "./de-DE/account.ts";
import { agentMcpStrings } from "./de-DE/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./de-DE/agent-secrets.ts";
import { agentTestStrings } from "./de-DE/agent-test.ts";
import { agentTestsStrings } from "./de-DE/agent-tests.ts";
import { agentToolsStrings } from "./de-DE/agent-tools.ts";
import { agentWorkflowStrings } from "./de-DE/agent-workflow.ts";
import { agentsStrings } from "./de-DE/agents.ts";
import { authConnectionsStrings } from "./de-DE/auth-connections.ts";
import { billingStrings } from "./de-DE/billing.ts";
import { conversationTagsStrings } from "./de-DE/conversation-tags.ts";
import { conversationsStrings } from "./de-DE/conversations.ts";
import { homeStrings } from "./de-DE/home.ts";
import { knowledgeBaseStrings } from "./de-DE/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./de-DE/pronunciation-dictionaries.ts";
import { shellStrings } from "./de-DE/shell.ts";
import { signInStrings } from "./de-DE/sign-in.ts";
import { soundEffectsStrings } from "./de-DE/sound-effects.ts";
import { speechStrings } from "./de-DE/speech.ts";
import { speechClassifierStrings } from "./de-DE/speech-classifier.ts";
import { speechToTextStrings } from "./de-DE/speech-to-text.ts";
import { ticketsStrings } from "./de-DE/tickets.ts";
import { voiceChangerStrings } from "./de-DE/voice-changer.ts";
import { voiceIsolatorStrings } from "./de-DE/voice-isolator.ts";
import { voiceLibraryStrings } from "./de-DE/voice-library.ts";
import { voicesStrings } from "./de-DE/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** German (complete translation). */
export const deDE: CompleteTranslation = {
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
};
