import { accountStrings } from "./hi-IN/account.ts";
import { agentMcpStrings } from "./hi-IN/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./hi-IN/agent-secrets.ts";
import { agentTestStrings } from "./hi-IN/agent-test.ts";
import { agentTestsStrings } from "./hi-IN/agent-tests.ts";
import { agentToolsStrings } from "./hi-IN/agent-tools.ts";
import { agentWorkflowStrings } from "./hi-IN/agent-workflow.ts";
import { agentsStrings } from "./hi-IN/agents.ts";
import { authConnectionsStrings } from "./hi-IN/auth-connections.ts";
import { billingStrings } from "./hi-IN/billing.ts";
import { conversationTagsStrings } from "./hi-IN/conversation-tags.ts";
import { conversationsStrings } from "./hi-IN/conversations.ts";
import { homeStrings } from "./hi-IN/home.ts";
import { knowledgeBaseStrings } from "./hi-IN/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./hi-IN/pronunciation-dictionaries.ts";
import { shellStrings } from "./hi-IN/shell.ts";
import { signInStrings } from "./hi-IN/sign-in.ts";
import { soundEffectsStrings } from "./hi-IN/sound-effects.ts";
import { speechStrings } from "./hi-IN/speech.ts";
import { speechClassifierStrings } from "./hi-IN/speech-classifier.ts";
import { speechToTextStrings } from "./hi-IN/speech-to-text.ts";
import { ticketsStrings } from "./hi-IN/tickets.ts";
import { voiceChangerStrings } from "./hi-IN/voice-changer.ts";
import { voiceIsolatorStrings } from "./hi-IN/voice-isolator.ts";
import { voiceLibraryStrings } from "./hi-IN/voice-library.ts";
import { voicesStrings } from "./hi-IN/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** Hindi (complete). */
export const hiIN: CompleteTranslation = {
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
