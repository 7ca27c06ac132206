import { type RealtimeErrorType, type RealtimeServerFrame, realtimeErrorTypes } from "@chorus/contract";
import { liveSampleRate } from "./pcm16.ts";

/* The realtime WebSocket's JSON frames as the Live mode writes and reads them. */

/** A server frame from a message's text, or null for anything that is not one. */
export function parseServerFrame(data: unknown): RealtimeServerFrame | null {
  if (typeof data !== "string") return null;
  try {
    const frame = JSON.parse(data) as RealtimeServerFrame;
    return typeof frame?.message_type === "string" ? frame : null;
  } catch {
    return null;
  }
}

export function isErrorFrame(
  frame: RealtimeServerFrame,
): frame is { message_type: RealtimeErrorType; error: string } {
  return (realtimeErrorTypes as readonly string[]).includes(frame.message_type);
}

/** An `input_audio_chunk` frame: base64 PCM, and `commit: true` to end the segment. */
export function audioChunkFrame(audioBase64: string, commit = false): string {
  return JSON.stringify({
    message_type: "input_audio_chunk",
    audio_base_64: audioBase64,
    commit,
    sample_rate: liveSampleRate,
  });
}
