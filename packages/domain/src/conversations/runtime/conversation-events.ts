import type { AlignmentSlice } from "../../text-to-speech/alignment-slice.ts";

/**
 * What a conversation tells its caller, in the order it happens. The transport turns each into the
 * protocol's frame (reference §4.4) and keeps only the kinds the agent's `client_events` name.
 * `eventId` numbers turns: an agent's reply and its audio carry the id of the turn they answer, and an
 * interruption carries the new turn's id, so audio of the interrupted reply (a lower id) is dropped.
 */
export type ConversationEvent =
  | { kind: "started"; conversationId: string; agentOutputAudioFormat: string; userInputAudioFormat: string }
  | { kind: "agent_audio"; eventId: number; audio: Uint8Array; alignment: AlignmentSlice }
  | { kind: "agent_response"; eventId: number; text: string }
  | { kind: "agent_response_part"; eventId: number; text: string; part: "start" | "delta" | "stop" }
  | { kind: "agent_response_correction"; eventId: number; original: string; corrected: string }
  | { kind: "user_transcript"; eventId: number; text: string }
  | { kind: "tentative_user_transcript"; eventId: number; text: string }
  | { kind: "interruption"; eventId: number }
  | { kind: "ping"; eventId: number; pingMs?: number }
  | { kind: "tool_request"; eventId: number; toolName: string; toolCallId: string; toolType: string }
  | {
      kind: "tool_response";
      eventId: number;
      toolName: string;
      toolCallId: string;
      toolType: string;
      isError: boolean;
    }
  /** A client tool for the caller's app to run (`client_tool_call`); its result comes back as a message. */
  | {
      kind: "client_tool_call";
      eventId: number;
      toolName: string;
      toolCallId: string;
      parameters: Record<string, unknown>;
    }
  /** A tool of one of the agent's MCP servers, as its call goes (`mcp_tool_call`). */
  | {
      kind: "mcp_tool_call";
      eventId: number;
      serviceId: string;
      toolCallId: string;
      toolName: string;
      toolDescription: string;
      parameters: Record<string, unknown>;
      /** ISO 8601. */
      timestamp: string;
      state: "loading" | "awaiting_approval" | "success" | "failure";
      approvalTimeoutSecs?: number;
      result?: { type: "text"; text: string }[];
      errorMessage?: string;
    }
  /** Whether each of the agent's MCP servers answered when the call started (`mcp_connection_status`). */
  | { kind: "mcp_connection_status"; servers: { serverId: string; connected: boolean; toolCount: number }[] }
  | { kind: "vad_score"; score: number }
  | { kind: "error"; code: 1000 | 1002 | 1008 | 1011; message: string; errorType: string }
  /** The conversation is over: the transport closes with `closeCode` (1000: the agent ended it). */
  | { kind: "end"; closeCode: 1000 | 1008 | 1011; reason: string };

export type ConversationOutput = (event: ConversationEvent) => void;
