import { accountStrings } from "./fr-FR/account.ts";
import { agentMcpStrings } from "./fr-FR/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./fr-FR/agent-secrets.ts";
import { agentTestStrings } from "./fr-FR/agent-test.ts";
import { agentTestsStrings } from "./fr-FR/agent-tests.ts";
import { agentToolsStrings } from "./fr-FR/agent-tools.ts";
import { agentWorkflowStrings } from "./fr-FR/agent-workflow.ts";
import { agentsStrings } from "./fr-FR/agents.ts";
import { authConnectionsStrings } from "./fr-FR/auth-connections.ts";
import { billingStrings } from "./fr-FR/billing.ts";
import { conversationTagsStrings } from "./fr-FR/conversation-tags.ts";
import { conversationsStrings } from "./fr-FR/conversations.ts";
import { homeStrings } from "./fr-FR/home.ts";
import { knowledgeBaseStrings } from "./fr-FR/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./fr-FR/pronunciation-dictionaries.ts";
import { shellStrings } from "./fr-FR/shell.ts";
import { signInStrings } from "./fr-FR/sign-in.ts";
import { soundEffectsStrings } from "./fr-FR/sound-effects.ts";
import { speechStrings } from "./fr-FR/speech.ts";
import { speechClassifierStrings } from "./fr-FR/speech-classifier.ts";
import { speechToTextStrings } from "./fr-FR/speech-to-text.ts";
import { ticketsStrings } from "./fr-FR/tickets.ts";
import { voiceChangerStrings } from "./fr-FR/voice-changer.ts";
import { voiceIsolatorStrings } from "./fr-FR/voice-isolator.ts";
import { voiceLibraryStrings } from "./fr-FR/voice-library.ts";
import { voicesStrings } from "./fr-FR/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** French (France), complete: every English string translated. */
export const frFR: CompleteTranslation = {
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
