import type { EmbeddingModel } from "@chorus/contract";
import type { ConversationAnalysis } from "./analysis/conversation-analysis.ts";

/** Conversation states (spec 001 §4): initiated → in-progress → processing → done | failed. */
export type ConversationStatus = "initiated" | "in-progress" | "processing" | "done" | "failed";

export interface ConversationToolCall {
  requestId: string;
  toolName: string;
  toolType: "system" | "client" | "webhook" | "mcp";
  paramsAsJson: string;
}

export interface ConversationToolResult {
  requestId: string;
  toolName: string;
  toolType: "system" | "client" | "webhook" | "mcp";
  resultValue: string;
  isError: boolean;
}

/** The tokens of the model call behind an agent turn, and what they cost (llm-cost.ts). */
export interface LlmTurnUsage {
  inputTokens: number;
  outputTokens: number;
  /**
   * In US dollars, at the model's configured price when the turn was written (reported, never
   * charged). Absent when the price was unknown: an agent's own server, or turns recorded before
   * prices were.
   */
  priceUsd?: { input: number; output: number };
}

/** The passages retrieval gave an agent's reply (`rag_retrieval_info`). */
export interface RagRetrievalRecord {
  chunks: { documentId: string; chunkId: string; vectorDistance: number }[];
  embeddingModel: EmbeddingModel;
  retrievalQuery: string;
  ragLatencySecs: number;
}

/** One entry of a transcript: what the user or the agent said (or did) and when. */
export interface ConversationTurn {
  role: "user" | "agent";
  /** The agent that spoke an agent turn (another one after a `transfer_to_agent`); older turns have none. */
  agentId?: string;
  /** The workflow node the conversation was in when the agent spoke (issue 19 §3); none without a workflow. */
  workflowNodeId?: string;
  /** What was said (for an interrupted agent turn: what the caller heard); null for a turn of only tool calls. */
  message: string | null;
  /** Seconds from the start of the call. */
  timeInCallSecs: number;
  /** The agent was interrupted; `originalMessage` holds what it meant to say. */
  interrupted: boolean;
  /** A caller's "mm-hm" over the agent: heard, not answered (the agent went on). */
  ignoredAsBackchannel: boolean;
  originalMessage: string | null;
  /** How the user's turn arrived; null for agent turns. */
  sourceMedium: "audio" | "text" | null;
  toolCalls: ConversationToolCall[];
  toolResults: ConversationToolResult[];
  /** The model that produced an agent turn (the first message has none). */
  producingLlm: string | null;
  llmUsage: LlmTurnUsage | null;
  /** From the end of the user's speech (or message) to the agent's first audio (or text), ms. */
  latencyMs: number | null;
  feedback: "like" | "dislike" | null;
  /** A `contextual_update` the client sent (shown to the model, not spoken). */
  contextualUpdate: string | null;
  /** For an agent's reply with retrieval on: the passages it was given. */
  ragRetrievalInfo: RagRetrievalRecord | null;
}

/** A transcript entry with defaults for what it does not say: not interrupted, no tools, no model. */
export function conversationTurn(
  turn: Partial<ConversationTurn> & Pick<ConversationTurn, "role" | "message" | "timeInCallSecs">,
): ConversationTurn {
  return {
    interrupted: false,
    ignoredAsBackchannel: false,
    originalMessage: null,
    sourceMedium: null,
    toolCalls: [],
    toolResults: [],
    producingLlm: null,
    llmUsage: null,
    latencyMs: null,
    feedback: null,
    contextualUpdate: null,
    ragRetrievalInfo: null,
    ...turn,
  };
}

export type ConversationAuthorization = "public" | "signed_url" | "authorization_header" | "shareable_link";

/** What a conversation's metadata keeps beyond its columns. */
export interface ConversationMetadata {
  terminationReason: string | null;
  error: { code: number; reason: string } | null;
  mainLanguage: string;
  textOnly: boolean;
  /** Started from the agent's test panel: charged at the development rate (spec 001 §9). */
  development: boolean;
  authorizationMethod: ConversationAuthorization;
  timezone: string | null;
  feedback: { overallScore: "like" | "dislike" | null; rating: number | null; comment: string | null };
  /** What the client sent at start, without secret dynamic variables. */
  clientData: {
    dynamicVariables: Record<string, string | number | boolean>;
    userId: string | null;
    source: string | null;
    version: string | null;
  };
  /** The credits per minute charged and the rate's discount. */
  charging: { creditsPerMinute: number; discount: number };
  /** The workflow nodes the conversation entered, in order (issue 19 §3); absent without a workflow. */
  workflowNodesEntered?: string[];
}

export interface ConversationRecord {
  id: string;
  workspaceId: string;
  agentId: string;
  agentName: string;
  status: ConversationStatus;
  userId: string | null;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number;
  transcript: ConversationTurn[];
  metadata: ConversationMetadata;
  cost: number;
  hasAudio: boolean;
  callSuccessful: "success" | "failure" | "unknown";
  /** What the analysis after the call found (issue 19 §4); null until it ran. */
  analysis: ConversationAnalysis | null;
  tags: string[];
  heartbeatAt: Date;
}
