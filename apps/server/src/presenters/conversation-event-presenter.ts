import type { AgentConversationServerEvent } from "@chorus/contract";
import { type ConversationEvent, isDomainError } from "@chorus/domain";
import { ZodError } from "zod";
import { httpStatusForError } from "../http/http-status-for-error.ts";

/**
 * Frames every client gets whatever its `client_events` say: the handshake, keep-alive and errors,
 * and the calls only the client can answer (a client tool, an MCP tool awaiting approval): held
 * back, they would leave the agent waiting out the tool's timeout for an answer that cannot come.
 */
const alwaysSent = new Set([
  "conversation_initiation_metadata",
  "ping",
  "error",
  "client_tool_call",
  "mcp_tool_call",
]);

const milliseconds = (seconds: number) => Math.round(seconds * 1000);

/** A conversation event as the protocol's frame (reference §4.4); undefined for `end`, which is a close. */
export function presentConversationEvent(event: ConversationEvent): AgentConversationServerEvent | undefined {
  switch (event.kind) {
    case "started":
      return {
        type: "conversation_initiation_metadata",
        conversation_initiation_metadata_event: {
          conversation_id: event.conversationId,
          agent_output_audio_format: event.agentOutputAudioFormat,
          user_input_audio_format: event.userInputAudioFormat,
        },
      };
    case "agent_audio":
      return {
        type: "audio",
        audio_event: {
          audio_base_64: Buffer.from(event.audio).toString("base64"),
          event_id: event.eventId,
          alignment: {
            chars: event.alignment.characters,
            char_start_times_ms: event.alignment.startSeconds.map(milliseconds),
            char_durations_ms: event.alignment.startSeconds.map((start, index) =>
              milliseconds((event.alignment.endSeconds[index] ?? start) - start),
            ),
          },
        },
      };
    case "agent_response":
      return {
        type: "agent_response",
        agent_response_event: { agent_response: event.text, event_id: event.eventId },
      };
    case "agent_response_part":
      return {
        type: "agent_chat_response_part",
        text_response_part: { text: event.text, type: event.part, event_id: event.eventId },
      };
    case "agent_response_correction":
      return {
        type: "agent_response_correction",
        agent_response_correction_event: {
          original_agent_response: event.original,
          corrected_agent_response: event.corrected,
          event_id: event.eventId,
        },
      };
    case "user_transcript":
      return {
        type: "user_transcript",
        user_transcription_event: { user_transcript: event.text, event_id: event.eventId },
      };
    case "tentative_user_transcript":
      return {
        type: "tentative_user_transcript",
        tentative_user_transcription_event: { user_transcript: event.text, event_id: event.eventId },
      };
    case "interruption":
      return { type: "interruption", interruption_event: { event_id: event.eventId } };
    case "ping":
      return {
        type: "ping",
        ping_event: {
          event_id: event.eventId,
          ...(event.pingMs === undefined ? {} : { ping_ms: event.pingMs }),
        },
      };
    case "tool_request":
      return {
        type: "agent_tool_request",
        agent_tool_request: {
          tool_name: event.toolName,
          tool_call_id: event.toolCallId,
          tool_type: event.toolType,
          event_id: event.eventId,
        },
      };
    case "tool_response":
      return {
        type: "agent_tool_response",
        agent_tool_response: {
          tool_name: event.toolName,
          tool_call_id: event.toolCallId,
          tool_type: event.toolType,
          is_error: event.isError,
          is_called: true,
          event_id: event.eventId,
        },
      };
    case "client_tool_call":
      return {
        type: "client_tool_call",
        client_tool_call: {
          tool_name: event.toolName,
          tool_call_id: event.toolCallId,
          parameters: event.parameters,
          event_id: event.eventId,
        },
      };
    case "mcp_tool_call":
      return {
        type: "mcp_tool_call",
        mcp_tool_call: {
          service_id: event.serviceId,
          tool_call_id: event.toolCallId,
          tool_name: event.toolName,
          tool_description: event.toolDescription,
          parameters: event.parameters,
          timestamp: event.timestamp,
          state: event.state,
          ...(event.approvalTimeoutSecs !== undefined
            ? { approval_timeout_secs: event.approvalTimeoutSecs }
            : {}),
          ...(event.result ? { result: event.result } : {}),
          ...(event.errorMessage !== undefined ? { error_message: event.errorMessage } : {}),
        },
      };
    case "mcp_connection_status":
      return {
        type: "mcp_connection_status",
        mcp_connection_status: {
          integrations: event.servers.map((server) => ({
            integration_id: server.serverId,
            integration_type: "mcp_server" as const,
            is_connected: server.connected,
            tool_count: server.toolCount,
          })),
        },
      };
    case "vad_score":
      return { type: "vad_score", vad_score_event: { vad_score: event.score } };
    case "error":
      return {
        type: "error",
        error_event: {
          code: event.code,
          message: event.message,
          error_type: event.errorType,
          reason: event.message,
        },
      };
    case "end":
      return undefined;
  }
}

/** Whether the agent's `client_events` let a frame through. */
export const isFrameWanted = (frame: AgentConversationServerEvent, clientEvents: readonly string[]) =>
  alwaysSent.has(frame.type) || clientEvents.includes(frame.type);

/**
 * A failure as the protocol's `error` frame and the close that follows: 1008 for what the caller
 * can fix (authentication, quota, concurrency, a bad message), 1011 for the server's own failures.
 */
export function presentConversationError(error: unknown): {
  frame: AgentConversationServerEvent & { type: "error" };
  closeCode: 1008 | 1011;
} {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const message = `Invalid message: ${issue?.path.join(".") || "frame"}: ${issue?.message ?? "invalid"}`;
    return {
      frame: {
        type: "error",
        error_event: { code: 1008, message, error_type: "invalid_message", reason: message },
      },
      closeCode: 1008,
    };
  }
  if (isDomainError(error)) {
    const server = httpStatusForError(error.status) >= 500;
    const code = server ? 1011 : 1008;
    return {
      frame: {
        type: "error",
        error_event: { code, message: error.message, error_type: error.status, reason: error.message },
      },
      closeCode: code,
    };
  }
  const message = "Generation failed: Internal Error";
  return {
    frame: {
      type: "error",
      error_event: { code: 1011, message, error_type: "internal_error", reason: message },
    },
    closeCode: 1011,
  };
}
