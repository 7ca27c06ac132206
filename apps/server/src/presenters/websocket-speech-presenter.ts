import type { TtsAudioOutputFrame, WebSocketAlignment } from "@chorus/contract";
import type { AlignmentSlice, LiveAudioFrame } from "@chorus/domain";

/** Seconds from the frame's start → the WebSocket shape: integer milliseconds, start and duration. */
function presentAlignment(slice: AlignmentSlice): WebSocketAlignment {
  const startMs = slice.startSeconds.map((s) => Math.round(s * 1000));
  return {
    charStartTimesMs: startMs,
    charDurationsMs: slice.endSeconds.map((end, i) => Math.max(0, Math.round(end * 1000) - startMs[i]!)),
    chars: slice.characters,
  };
}

/** `AudioOutput` (single context, with `isFinal: false` as the hosted service sends) or `AudioOutputMulti`. */
export function presentLiveAudioFrame(
  frame: LiveAudioFrame,
  contextId: string | undefined,
): TtsAudioOutputFrame {
  return {
    audio: Buffer.from(frame.audio).toString("base64"),
    ...(contextId === undefined ? { isFinal: false as const } : {}),
    normalizedAlignment: presentAlignment(frame.normalizedAlignment),
    alignment: presentAlignment(frame.alignment),
    ...(contextId === undefined ? {} : { contextId }),
  };
}
