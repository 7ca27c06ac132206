import { accountStrings } from "./pl-PL/account.ts";
import { agentMcpStrings } from "./pl-PL/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./pl-PL/agent-secrets.ts";
import { agentTestStrings } from "./pl-PL/agent-test.ts";
import { agentTestsStrings } from "./pl-PL/agent-tests.ts";
import { agentToolsStrings } from "./pl-PL/agent-tools.ts";
import { agentWorkflowStrings } from "./pl-PL/agent-workflow.ts";
import { agentsStrings } from "./pl-PL/agents.ts";
import { authConnectionsStrings } from "./pl-PL/auth-connections.ts";
import { billingStrings } from "./pl-PL/billing.ts";
import { conversationTagsStrings } from "./pl-PL/conversation-tags.ts";
import { conversationsStrings } from "./pl-PL/conversations.ts";
import { homeStrings } from "./pl-PL/home.ts";
import { knowledgeBaseStrings } from "./pl-PL/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./pl-PL/pronunciation-dictionaries.ts";
import { shellStrings } from "./pl-PL/shell.ts";
import { signInStrings } from "./pl-PL/sign-in.ts";
import { soundEffectsStrings } from "./pl-PL/sound-effects.ts";
import { speechStrings } from "./pl-PL/speech.ts";
import { speechClassifierStrings } from "./pl-PL/speech-classifier.ts";
import { speechToTextStrings } from "./pl-PL/speech-to-text.ts";
import { ticketsStrings } from "./pl-PL/tickets.ts";
import { voiceChangerStrings } from "./pl-PL/voice-changer.ts";
import { voiceIsolatorStrings } from "./pl-PL/voice-isolator.ts";
import { voiceLibraryStrings } from "./pl-PL/voice-library.ts";
import { voicesStrings } from "./pl-PL/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** The complete Polish translation. */
export const plPL: CompleteTranslation = {
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
