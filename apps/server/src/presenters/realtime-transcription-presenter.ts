import {
  type ErrorStatus,
  messages,
  type RealtimeErrorType,
  type RealtimeServerFrame,
  type RealtimeSessionConfig,
  type RealtimeWord,
  type SpeechToTextRealtimeQuery,
} from "@chorus/contract";
import { isDomainError, type RecognizedSegment } from "@chorus/domain";
import { ZodError } from "zod";
import { closeCodes } from "./websocket-error-presenter.ts";

/** A refusal the realtime protocol names itself (bad audio, a commit too short), not a domain rule. */
export class RealtimeProtocolError extends Error {
  constructor(
    readonly type: RealtimeErrorType,
    message: string,
  ) {
    super(message);
  }
}

/** The `message_type` a client's SDK expects for each domain refusal. */
function errorTypeFor(status: ErrorStatus): RealtimeErrorType {
  switch (status) {
    case "quota_exceeded":
    case "payment_required":
      return "quota_exceeded";
    case "too_many_concurrent_requests":
      return "rate_limited";
    case "invalid_request":
    case "unsupported_language":
    case "unsupported_feature":
    case "model_not_found":
      return "invalid_request";
    default:
      return "auth_error";
  }
}

/** Errors that are not the client's fault. */
const serverSide = new Set<RealtimeErrorType>(["error", "transcriber_error", "resource_exhausted"]);

/**
 * An error as the realtime protocol's error frame (`{message_type, error}`) and the close code that
 * follows it: 1007 for frames that are not valid messages, 1008 for the client's other errors, 1011
 * for the server's own. Zod errors are the query's (`invalid_request`) unless told otherwise.
 */
export function presentRealtimeError(
  error: unknown,
  zodType: RealtimeErrorType = "invalid_request",
): { frame: Extract<RealtimeServerFrame, { error: string }>; closeCode: number } {
  let type: RealtimeErrorType;
  let text: string;
  if (error instanceof RealtimeProtocolError) {
    type = error.type;
    text = error.message;
  } else if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.join(".") ?? "";
    type = zodType;
    text = messages.invalidWebSocketMessage(`${where ? `${where}: ` : ""}${issue?.message ?? "invalid"}`);
  } else if (isDomainError(error)) {
    type = error.status === "internal_error" ? "error" : errorTypeFor(error.status);
    text = error.message;
  } else {
    type = "transcriber_error";
    text = messages.internalError;
  }
  const closeCode = serverSide.has(type)
    ? closeCodes.internalError
    : type === "input_error"
      ? closeCodes.invalidPayload
      : closeCodes.policyViolation;
  return { frame: { message_type: type, error: text }, closeCode };
}

export function presentSessionStarted(
  sessionId: string,
  query: SpeechToTextRealtimeQuery,
  sampleRate: number,
): RealtimeServerFrame {
  const config: RealtimeSessionConfig = {
    sample_rate: sampleRate,
    audio_format: query.audio_format,
    language_code: query.language_code ?? null,
    timestamps_granularity: query.include_timestamps ? "word" : "none",
    commit_strategy: query.commit_strategy,
    vad_commit_strategy: query.commit_strategy === "vad",
    vad_silence_threshold_secs: query.vad_silence_threshold_secs,
    vad_threshold: query.vad_threshold,
    min_speech_duration_ms: query.min_speech_duration_ms,
    min_silence_duration_ms: query.min_silence_duration_ms,
    max_tokens_to_recompute: 0,
    model_id: query.model_id,
    enable_logging: query.enable_logging,
    include_timestamps: query.include_timestamps,
    include_language_detection: query.include_language_detection,
    keyterms: [],
    no_verbatim: query.no_verbatim,
    entity_detection: [],
    filter_background_audio: false,
  };
  return { message_type: "session_started", session_id: sessionId, config };
}

/** `committed_transcript`, then (when asked) the same text with word timings and the language heard. */
export function presentCommittedSegment(
  segment: RecognizedSegment,
  query: Pick<SpeechToTextRealtimeQuery, "include_timestamps" | "include_language_detection">,
): RealtimeServerFrame[] {
  const frames: RealtimeServerFrame[] = [{ message_type: "committed_transcript", text: segment.text }];
  if (query.include_timestamps || query.include_language_detection) {
    const words: RealtimeWord[] = segment.words.map((word) => ({
      text: word.text,
      start: word.start ?? 0,
      end: word.end ?? 0,
      type: word.type === "spacing" ? "spacing" : "word",
      logprob: word.logprob,
    }));
    frames.push({
      message_type: "committed_transcript_with_timestamps",
      text: segment.text,
      ...(query.include_language_detection ? { language_code: segment.languageCode } : {}),
      words: query.include_timestamps ? words : [],
    });
  }
  return frames;
}
