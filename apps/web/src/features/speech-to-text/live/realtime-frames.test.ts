import { RealtimeInputAudioChunkSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { pcm16ToBase64 } from "./pcm16.ts";
import { audioChunkFrame, isErrorFrame, parseServerFrame } from "./realtime-frames.ts";

describe("realtime frames", () => {
  it("writes input_audio_chunk frames the server's schema accepts, with the audio and the commit flag", () => {
    const audio = pcm16ToBase64(Int16Array.from([1, -2, 3]));
    const chunk = RealtimeInputAudioChunkSchema.parse(JSON.parse(audioChunkFrame(audio)));
    expect(chunk).toEqual({
      message_type: "input_audio_chunk",
      audio_base_64: audio,
      commit: false,
      sample_rate: 16_000,
    });
    const commit = RealtimeInputAudioChunkSchema.parse(JSON.parse(audioChunkFrame("", true)));
    expect(commit).toMatchObject({ audio_base_64: "", commit: true });
  });

  it("reads server frames and tells the error frames apart", () => {
    const partial = parseServerFrame(JSON.stringify({ message_type: "partial_transcript", text: "the sun" }));
    expect(partial).toEqual({ message_type: "partial_transcript", text: "the sun" });
    expect(isErrorFrame(partial!)).toBe(false);
    for (const type of ["auth_error", "quota_exceeded", "commit_throttled"]) {
      const frame = parseServerFrame(JSON.stringify({ message_type: type, error: "why" }));
      expect(frame && isErrorFrame(frame)).toBe(true);
    }
  });

  it("ignores what is not a server frame", () => {
    expect(parseServerFrame("not json")).toBeNull();
    expect(parseServerFrame(JSON.stringify({ text: "no type" }))).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(4))).toBeNull();
    expect(parseServerFrame("null")).toBeNull();
  });
});
