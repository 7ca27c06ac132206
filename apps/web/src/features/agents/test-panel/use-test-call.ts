import { messages } from "@chorus/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { type Conversation, startConversation } from "./conversation-client.ts";
import {
  applyTranscriptEvent,
  emptyTranscript,
  type LiveTranscript,
  type LiveTranscriptEvent,
} from "./live-transcript.ts";
import { checkMicrophone, type MicrophoneProblem, microphoneProblemOf } from "./microphone-check.ts";
import { fetchTestCallUrl } from "./test-call-api.ts";

/** A voice call (microphone and speaker) or a text chat (`textOnly`). */
export type TestCallKind = "voice" | "chat";
export type TestCallPhase = "idle" | "connecting" | "connected" | "ended";
export type TestCallProblem = { kind: MicrophoneProblem } | { kind: "failed"; message: string };
/** Who ended the call: the person, the agent (end_call, or the server's normal close), or a failure. */
export type TestCallEnding = { by: "user" | "agent" } | { by: "error"; message: string };

/** How often the agent hears that the person is typing (`user_activity` restarts its turn timeout). */
const activityEveryMs = 2_000;

function failureMessage(error: unknown): string {
  // The client's refusals before the call started carry the server's close reason.
  if (error instanceof Error && error.name === "SessionConnectionError") return error.message;
  return errorMessage(error) || messages.genericError;
}

/**
 * One test call at a time with the agent, through the official client over a signed URL at the
 * development rate: its phase, live transcript, the agent's mode (speaking or listening), when it
 * connected and ended, and how it ended. A call still open when the panel goes away is ended.
 */
export function useTestCall(agentId: string) {
  const [phase, setPhase] = useState<TestCallPhase>("idle");
  const [kind, setKind] = useState<TestCallKind>("chat");
  const [problem, setProblem] = useState<TestCallProblem | null>(null);
  const [transcript, setTranscript] = useState<LiveTranscript>(emptyTranscript);
  const [mode, setMode] = useState<"speaking" | "listening">("listening");
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const [ending, setEnding] = useState<TestCallEnding | null>(null);
  const session = useRef<Conversation | null>(null);
  /** Each start (and the panel going away) begins a new attempt; callbacks of an older one are ignored. */
  const attempt = useRef(0);
  const lastActivity = useRef(0);

  useEffect(
    () => () => {
      attempt.current += 1;
      void session.current?.endSession();
      session.current = null;
    },
    [],
  );

  const start = useCallback(
    async (next: TestCallKind) => {
      if (session.current) return;
      attempt.current += 1;
      const current = attempt.current;
      const live = () => attempt.current === current;
      const record = (event: LiveTranscriptEvent) => {
        if (live()) setTranscript((shown) => applyTranscriptEvent(shown, event));
      };
      setKind(next);
      setProblem(null);
      setTranscript(emptyTranscript);
      setMode("listening");
      setConversationId(null);
      setConnectedAt(null);
      setEndedAt(null);
      setEnding(null);
      setPhase("connecting");
      try {
        const refusal = next === "voice" ? await checkMicrophone() : null;
        if (refusal) {
          if (live()) {
            setProblem({ kind: refusal });
            setPhase("idle");
          }
          return;
        }
        const signedUrl = await fetchTestCallUrl(agentId);
        if (!live()) return;
        /** The server's last error frame, which says why it is closing the call. */
        let serverError: string | null = null;
        const conversation = await startConversation({
          signedUrl,
          connectionType: "websocket",
          textOnly: next === "chat",
          onConnect: ({ conversationId: id }) => {
            if (!live()) return;
            setConversationId(id);
            setConnectedAt(Date.now());
            setPhase("connected");
          },
          onMessage: ({ role, message, event_id }) =>
            record(
              role === "agent"
                ? { kind: "agent", text: message, eventId: event_id ?? null }
                : { kind: "user", text: message, typed: false },
            ),
          // The client has no callback of its own for tentative transcripts: they arrive as debug events.
          onDebug: (event: {
            type?: string;
            tentative_user_transcription_event?: { user_transcript?: string };
          }) => {
            if (event?.type === "tentative_user_transcript")
              record({
                kind: "tentative",
                text: event.tentative_user_transcription_event?.user_transcript ?? "",
              });
          },
          onInterruption: () => record({ kind: "interruption" }),
          onAgentResponseCorrection: (event) =>
            record({
              kind: "correction",
              eventId: event.event_id,
              original: event.original_agent_response,
              corrected: event.corrected_agent_response,
            }),
          onModeChange: ({ mode: now }) => {
            if (live()) setMode(now);
          },
          onIncomingEvent: (event: { type?: string; error_event?: { message?: string } }) => {
            if (event?.type === "error" && event.error_event?.message)
              serverError = event.error_event.message;
          },
          onDisconnect: (details) => {
            if (!live()) return;
            session.current = null;
            setMode("listening");
            setEndedAt(Date.now());
            setEnding(
              details.reason === "error"
                ? { by: "error", message: serverError ?? details.message }
                : { by: details.reason },
            );
            setPhase("ended");
          },
        });
        if (!live()) {
          void conversation.endSession();
          return;
        }
        if (conversation.isOpen()) session.current = conversation;
      } catch (error) {
        if (!live()) return;
        const microphone = next === "voice" ? microphoneProblemOf(error) : null;
        setProblem(microphone ? { kind: microphone } : { kind: "failed", message: failureMessage(error) });
        setPhase("idle");
      }
    },
    [agentId],
  );

  /** Ends the call; while it is still connecting, gives up on it. */
  const end = useCallback(() => {
    if (session.current) {
      void session.current.endSession();
      return;
    }
    if (phase === "connecting") {
      attempt.current += 1;
      setPhase("idle");
    }
  }, [phase]);

  /** Sends a typed message (in a voice call too) and shows it in the transcript. */
  const send = useCallback((text: string) => {
    const message = text.trim();
    if (!message || !session.current) return false;
    session.current.sendUserMessage(message);
    setTranscript((shown) => applyTranscriptEvent(shown, { kind: "user", text: message, typed: true }));
    return true;
  }, []);

  /** The person is typing: the agent waits instead of asking whether they are still there. */
  const typing = useCallback(() => {
    const now = Date.now();
    if (!session.current || now - lastActivity.current < activityEveryMs) return;
    lastActivity.current = now;
    session.current.sendUserActivity();
  }, []);

  /** The microphone's and the agent's levels now (0–1), read by the orb every frame. */
  const levels = useCallback(
    () => ({
      input: session.current?.getInputVolume() ?? 0,
      output: session.current?.getOutputVolume() ?? 0,
    }),
    [],
  );

  return {
    phase,
    kind,
    problem,
    transcript,
    mode,
    conversationId,
    connectedAt,
    endedAt,
    ending,
    start,
    end,
    send,
    typing,
    levels,
  };
}

export type TestCall = ReturnType<typeof useTestCall>;
