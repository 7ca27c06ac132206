import type { OperationDefinition } from "../operation.ts";
import * as agentTesting from "./agent-testing/index.ts";
import * as agents from "./agents/index.ts";
import * as apiKeys from "./api-keys/index.ts";
import * as audioIsolation from "./audio-isolation/index.ts";
import * as auth from "./auth/index.ts";
import * as authConnections from "./auth-connections/index.ts";
import * as billing from "./billing/index.ts";
import * as convaiSettings from "./convai-settings/index.ts";
import * as conversations from "./conversations/index.ts";
import * as environmentVariables from "./environment-variables/index.ts";
import * as forcedAlignment from "./forced-alignment/index.ts";
import * as history from "./history/index.ts";
import * as knowledgeBase from "./knowledge-base/index.ts";
import * as mcpServers from "./mcp-servers/index.ts";
import * as models from "./models/index.ts";
import * as pronunciationDictionaries from "./pronunciation-dictionaries/index.ts";
import * as secrets from "./secrets/index.ts";
import * as soundEffects from "./sound-effects/index.ts";
import * as speechClassifier from "./speech-classifier/index.ts";
import * as speechToSpeech from "./speech-to-speech/index.ts";
import * as speechToText from "./speech-to-text/index.ts";
import * as textToDialogue from "./text-to-dialogue/index.ts";
import * as textToSpeech from "./text-to-speech/index.ts";
import * as textToVoice from "./text-to-voice/index.ts";
import * as tokens from "./tokens/index.ts";
import * as tools from "./tools/index.ts";
import * as triageTickets from "./triage-tickets/index.ts";
import * as usage from "./usage/index.ts";
import * as user from "./user/index.ts";
import * as voiceLibrary from "./voice-library/index.ts";
import * as voices from "./voices/index.ts";
import * as workspace from "./workspace/index.ts";
import * as workspaceWebhooks from "./workspace-webhooks/index.ts";

export * from "./agent-testing/index.ts";
export * from "./agents/index.ts";
export * from "./api-keys/index.ts";
export * from "./audio-isolation/index.ts";
export * from "./auth/index.ts";
export * from "./auth-connections/index.ts";
export * from "./billing/index.ts";
export * from "./convai-settings/index.ts";
export * from "./conversations/index.ts";
export * from "./environment-variables/index.ts";
export * from "./forced-alignment/index.ts";
export * from "./history/index.ts";
export * from "./knowledge-base/index.ts";
export * from "./mcp-servers/index.ts";
export * from "./models/index.ts";
export * from "./pronunciation-dictionaries/index.ts";
export * from "./secrets/index.ts";
export * from "./sound-effects/index.ts";
export * from "./speech-classifier/index.ts";
export * from "./speech-to-speech/index.ts";
export * from "./speech-to-text/index.ts";
export * from "./text-to-dialogue/index.ts";
export * from "./text-to-speech/index.ts";
export * from "./text-to-voice/index.ts";
export * from "./tokens/index.ts";
export * from "./tools/index.ts";
export * from "./triage-tickets/index.ts";
export * from "./usage/index.ts";
export * from "./user/index.ts";
export * from "./voice-library/index.ts";
export * from "./voices/index.ts";
export * from "./workspace/index.ts";
export * from "./workspace-webhooks/index.ts";

function isOperation(value: unknown): value is OperationDefinition {
  return (
    typeof value === "object" &&
    value !== null &&
    "operationId" in value &&
    "method" in value &&
    "path" in value
  );
}

/**
 * Every operation of the contract. An operation joins this list by being exported from its
 * area's index; the server binds each one to a handler and refuses to start if one is unbound.
 */
export const allOperations: readonly OperationDefinition[] = [
  agentTesting,
  agents,
  apiKeys,
  audioIsolation,
  authConnections,
  auth,
  billing,
  convaiSettings,
  conversations,
  environmentVariables,
  forcedAlignment,
  history,
  knowledgeBase,
  mcpServers,
  models,
  pronunciationDictionaries,
  secrets,
  soundEffects,
  speechClassifier,
  speechToSpeech,
  speechToText,
  textToDialogue,
  textToSpeech,
  textToVoice,
  tokens,
  tools,
  triageTickets,
  usage,
  user,
  voiceLibrary,
  voices,
  workspace,
  workspaceWebhooks,
]
  .flatMap((area) => Object.values(area))
  .filter(isOperation)
  .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
