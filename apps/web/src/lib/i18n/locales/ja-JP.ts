import { accountStrings } from "./ja-JP/account.ts";
import { agentMcpStrings } from "./ja-JP/agent-mcp-servers.ts";
import { agentSecretsStrings } from "./ja-JP/agent-secrets.ts";
import { agentTestStrings } from "./ja-JP/agent-test.ts";
import { agentTestsStrings } from "./ja-JP/agent-tests.ts";
import { agentToolsStrings } from "./ja-JP/agent-tools.ts";
import { agentWorkflowStrings } from "./ja-JP/agent-workflow.ts";
import { agentsStrings } from "./ja-JP/agents.ts";
import { authConnectionsStrings } from "./ja-JP/auth-connections.ts";
import { billingStrings } from "./ja-JP/billing.ts";
import { conversationTagsStrings } from "./ja-JP/conversation-tags.ts";
import { conversationsStrings } from "./ja-JP/conversations.ts";
import { homeStrings } from "./ja-JP/home.ts";
import { knowledgeBaseStrings } from "./ja-JP/knowledge-base.ts";
import { pronunciationDictionariesStrings } from "./ja-JP/pronunciation-dictionaries.ts";
import { shellStrings } from "./ja-JP/shell.ts";
import { signInStrings } from "./ja-JP/sign-in.ts";
import { soundEffectsStrings } from "./ja-JP/sound-effects.ts";
import { speechStrings } from "./ja-JP/speech.ts";
import { speechClassifierStrings } from "./ja-JP/speech-classifier.ts";
import { speechToTextStrings } from "./ja-JP/speech-to-text.ts";
import { ticketsStrings } from "./ja-JP/tickets.ts";
import { voiceChangerStrings } from "./ja-JP/voice-changer.ts";
import { voiceIsolatorStrings } from "./ja-JP/voice-isolator.ts";
import { voiceLibraryStrings } from "./ja-JP/voice-library.ts";
import { voicesStrings } from "./ja-JP/voices.ts";
import type { CompleteTranslation } from "./translation-shape.ts";

/** Japanese: the complete translation of every string of the app. */
export const jaJP: CompleteTranslation = {
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
