import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of agent tests (`/v1/convai/agent-testing`, `run-tests`, `simulate-conversation`). The
 * SDK's types fix none of them; each is far above a real test and far below what would make a
 * stored row, a judge's prompt or a background run expensive.
 */
export const agentTestingLimits = {
  /**
   * Turns of a test's `chat_history` (the conversation the agent answers), tool calls and results
   * of one turn, and a call's arguments or a result as JSON text. Together they keep the largest
   * test body near 1.5 MB, so the route's body limit refuses a hostile body before it is parsed.
   */
  chatHistoryTurns: 50,
  toolCallsPerTurn: 5,
  toolPayloadCharacters: 2_000,
  /** One message of a chat history, an example reply or a success condition. */
  messageCharacters: 4_000,
  /** Success and failure examples of one test, each. */
  examples: 20,
  /** Expected tool parameters of a tool test, and the length of a parameter's path or pattern. */
  toolParameters: 50,
  parameterTextCharacters: inputLimits.descriptionCharacters,
  /** A test's name (the web app's field stops there too). */
  nameCharacters: inputLimits.nameCharacters,
  /** Success conditions of a simulation test. */
  successConditions: 20,
  /** Turns of a simulated conversation (one user message and the agent's reply each). */
  simulationTurns: { default: 5, max: 20 },
  /** Tests in one `run-tests` and times each is repeated. */
  testsPerRun: 100,
  repeatCount: { min: 1, max: 5 },
  /** Folders nest at most this deep (the path walk is bounded by it). */
  folderDepth: 10,
  pageSize: { default: 30, max: 100 },
  idsPerRequest: inputLimits.idsPerRequest,
} as const;
