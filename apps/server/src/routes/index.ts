import type { RouteBinding } from "../http/bind-operation.ts";
import { agentTestingRoutes } from "./v1/agent-testing/index.ts";
import { agentRoutes } from "./v1/agents/index.ts";
import { apiKeyRoutes } from "./v1/api-keys/index.ts";
import { audioIsolationRoutes } from "./v1/audio-isolation/index.ts";
import { authRoutes } from "./v1/auth/index.ts";
import { authConnectionRoutes } from "./v1/auth-connections/index.ts";
import { billingRoutes } from "./v1/billing/index.ts";
import { convAiSettingsRoutes } from "./v1/convai-settings/index.ts";
import { conversationRoutes } from "./v1/conversations/index.ts";
import { environmentVariableRoutes } from "./v1/environment-variables/index.ts";
import { forcedAlignmentRoutes } from "./v1/forced-alignment/index.ts";
import { historyRoutes } from "./v1/history/index.ts";
import { knowledgeBaseRoutes } from "./v1/knowledge-base/index.ts";
import { mcpServerRoutes } from "./v1/mcp-servers/index.ts";
import { modelRoutes } from "./v1/models/index.ts";
import { pronunciationDictionaryRoutes } from "./v1/pronunciation-dictionaries/index.ts";
import { secretRoutes } from "./v1/secrets/index.ts";
import { soundGenerationRoutes } from "./v1/sound-generation/index.ts";
import { speechClassifierRoutes } from "./v1/speech-classifier/index.ts";
import { speechToSpeechRoutes } from "./v1/speech-to-speech/index.ts";
import { speechToTextRoutes } from "./v1/speech-to-text/index.ts";
import { textToDialogueRoutes } from "./v1/text-to-dialogue/index.ts";
import { textToSpeechRoutes } from "./v1/text-to-speech/index.ts";
import { textToVoiceRoutes } from "./v1/text-to-voice/index.ts";
import { tokenRoutes } from "./v1/tokens/index.ts";
import { toolRoutes } from "./v1/tools/index.ts";
import { triageTicketRoutes } from "./v1/triage-tickets/index.ts";
import { usageRoutes } from "./v1/usage/index.ts";
import { userRoutes } from "./v1/user/index.ts";
import { voiceLibraryRoutes } from "./v1/voice-library/index.ts";
import { voiceRoutes } from "./v1/voices/index.ts";
import { webhookRoutes } from "./v1/webhooks/index.ts";
import { workspaceRoutes } from "./v1/workspace/index.ts";

/** Every route of the API, one per contract operation (create-app checks none is missing or doubled). */
export const allRoutes: RouteBinding[] = [
  ...apiKeyRoutes,
  ...audioIsolationRoutes,
  ...authRoutes,
  ...billingRoutes,
  ...forcedAlignmentRoutes,
  ...historyRoutes,
  ...modelRoutes,
  ...agentRoutes,
  ...agentTestingRoutes,
  ...conversationRoutes,
  ...knowledgeBaseRoutes,
  ...mcpServerRoutes,
  ...pronunciationDictionaryRoutes,
  ...secretRoutes,
  ...authConnectionRoutes,
  ...convAiSettingsRoutes,
  ...environmentVariableRoutes,
  ...soundGenerationRoutes,
  ...speechClassifierRoutes,
  ...speechToSpeechRoutes,
  ...speechToTextRoutes,
  ...textToDialogueRoutes,
  ...textToSpeechRoutes,
  ...textToVoiceRoutes,
  ...tokenRoutes,
  ...toolRoutes,
  ...triageTicketRoutes,
  ...usageRoutes,
  ...userRoutes,
  ...voiceLibraryRoutes,
  ...voiceRoutes,
  ...webhookRoutes,
  ...workspaceRoutes,
];
