import { describe, expect, it } from "vitest";
import { postCallEventTypes } from "./post-call-events.ts";

describe("the post-call events a conversation sends", () => {
  it("is the transcription by default, and the audio only when asked for and recorded", () => {
    expect(postCallEventTypes({}, true)).toEqual(["post_call_transcription"]);
    expect(postCallEventTypes({ events: ["transcript", "audio"] }, true)).toEqual([
      "post_call_transcription",
      "post_call_audio",
    ]);
    expect(postCallEventTypes({ events: ["transcript", "audio"] }, false)).toEqual([
      "post_call_transcription",
    ]);
    expect(postCallEventTypes({ events: ["audio"] }, true)).toEqual(["post_call_audio"]);
    // The older switch still asks for the audio.
    expect(postCallEventTypes({ sendAudio: true }, true)).toEqual([
      "post_call_transcription",
      "post_call_audio",
    ]);
    expect(postCallEventTypes({ events: ["call_initiation_failure"] }, true)).toEqual([]);
  });
});
