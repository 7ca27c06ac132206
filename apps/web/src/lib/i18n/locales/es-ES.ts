import { accountStrings } from "./es-ES/account.ts";
import { agentMcpStrings } from "./es-ES/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./es-ES/agent-secrets.ts";
import { agentTestStrings } from "./es-ES/agent-test.ts";
import { agentTestsStrings } from "./es-ES/agent-tests.ts";
import { agentToolsStrings } from "./es-ES/agent-tools.ts";
import { agentWorkflowStrings } from "./es-ES/agent-workflow.ts";
import { agentsStrings } from "./es-ES/agents.ts";
import { authConnectionsStrings } from "./es-ES/auth-connections.ts";
import { billingStrings } from "./es-ES/billing.ts";
import { conversationTagsStrings } from "./es-ES/conversation-tags.ts";
import { conversationsStrings } from "./es-ES/conversations.ts";
import { homeStrings } from "./es-ES/home.ts";
import { knowledgeBaseStrings } from "./es-ES/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./es-ES/pronunciation-dictionaries.ts";
import { shellStrings } from "./es-ES/shell.ts";
import { signInStrings } from "./es-ES/sign-in.ts";
import { soundEffectsStrings } from "./es-ES/sound-effects.ts";
import { speechStrings } from "./es-ES/speech.ts";
import { speechClassifierStrings } from "./es-ES/speech-classifier.ts";
import { speechToTextStrings } from "./es-ES/speech-to-text.ts";
import { ticketsStrings } from "./es-ES/tickets.ts";
import { voiceChangerStrings } from "./es-ES/voice-changer.ts";
import { voiceIsolatorStrings } from "./es-ES/voice-isolator.ts";
import { voiceLibraryStrings } from "./es-ES/voice-library.ts";
import { voicesStrings } from "./es-ES/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** Spanish (Spain), complete: every string of the app. */
export const esES: CompleteTranslation = {
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
