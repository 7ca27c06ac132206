import { accountStrings } from "./pt-PT/account.ts";
import { agentMcpStrings } from "./pt-PT/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./pt-PT/agent-secrets.ts";
import { agentTestStrings } from "./pt-PT/agent-test.ts";
import { agentTestsStrings } from "./pt-PT/agent-tests.ts";
import { agentToolsStrings } from "./pt-PT/agent-tools.ts";
import { agentWorkflowStrings } from "./pt-PT/agent-workflow.ts";
import { agentsStrings } from "./pt-PT/agents.ts";
import { authConnectionsStrings } from "./pt-PT/auth-connections.ts";
import { billingStrings } from "./pt-PT/billing.ts";
import { conversationTagsStrings } from "./pt-PT/conversation-tags.ts";
import { conversationsStrings } from "./pt-PT/conversations.ts";
import { homeStrings } from "./pt-PT/home.ts";
import { knowledgeBaseStrings } from "./pt-PT/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./pt-PT/pronunciation-dictionaries.ts";
import { shellStrings } from "./pt-PT/shell.ts";
import { signInStrings } from "./pt-PT/sign-in.ts";
import { soundEffectsStrings } from "./pt-PT/sound-effects.ts";
import { speechStrings } from "./pt-PT/speech.ts";
import { speechClassifierStrings } from "./pt-PT/speech-classifier.ts";
import { speechToTextStrings } from "./pt-PT/speech-to-text.ts";
import { ticketsStrings } from "./pt-PT/tickets.ts";
import { voiceChangerStrings } from "./pt-PT/voice-changer.ts";
import { voiceIsolatorStrings } from "./pt-PT/voice-isolator.ts";
import { voiceLibraryStrings } from "./pt-PT/voice-library.ts";
import { voicesStrings } from "./pt-PT/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** European Portuguese (complete). */
export const ptPT: CompleteTranslation = {
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
