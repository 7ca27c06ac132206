import { DomainError } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  presentCommittedSegment,
  presentRealtimeError,
  RealtimeProtocolError,
} from "./realtime-transcription-presenter.ts";

describe("presentRealtimeError", () => {
  it("names each refusal with the message_type the SDK emits for it, and closes with whose fault it was", () => {
    const cases: [unknown, string, number][] = [
      [new DomainError("invalid_api_key", "Invalid API key"), "auth_error", 1008],
      [new DomainError("invalid_single_use_token", "used"), "auth_error", 1008],
      [new DomainError("missing_permissions", "no"), "auth_error", 1008],
      [new DomainError("quota_exceeded", "no credits"), "quota_exceeded", 1008],
      [new DomainError("too_many_concurrent_requests", "busy"), "rate_limited", 1008],
      [new DomainError("unsupported_language", "French"), "invalid_request", 1008],
      [new RealtimeProtocolError("input_error", "not base64"), "input_error", 1007],
      [new Error("pocketsphinx exited with 1"), "transcriber_error", 1011],
    ];
    for (const [error, type, closeCode] of cases) {
      const presented = presentRealtimeError(error);
      expect(presented.frame.message_type, String(error)).toBe(type);
      expect(presented.closeCode, String(error)).toBe(closeCode);
    }
    expect(presentRealtimeError(new Error("secret detail")).frame.error).not.toContain("secret");
  });

  it("reports a query's validation error as invalid_request and a message's as input_error", () => {
    const error = z.object({ audio_format: z.enum(["pcm_16000"]) }).safeParse({ audio_format: "mp3" }).error;
    expect(presentRealtimeError(error).frame).toMatchObject({ message_type: "invalid_request" });
    expect(presentRealtimeError(error).frame.error).toMatch(/audio_format/);
    expect(presentRealtimeError(error, "input_error")).toMatchObject({
      frame: { message_type: "input_error" },
      closeCode: 1007,
    });
  });
});

describe("presentCommittedSegment", () => {
  const segment = {
    text: "hello world",
    languageCode: "eng",
    words: [
      { text: "hello", start: 1, end: 1.4, type: "word" as const, logprob: -0.1 },
      { text: " ", start: 1.4, end: 1.5, type: "spacing" as const, logprob: 0 },
      { text: "world", start: 1.5, end: 2, type: "word" as const, logprob: -0.2 },
    ],
  };

  it("sends the text alone unless timestamps or the language are asked for", () => {
    expect(
      presentCommittedSegment(segment, { include_timestamps: false, include_language_detection: false }),
    ).toEqual([{ message_type: "committed_transcript", text: "hello world" }]);
    const [, timed] = presentCommittedSegment(segment, {
      include_timestamps: true,
      include_language_detection: true,
    });
    expect(timed).toEqual({
      message_type: "committed_transcript_with_timestamps",
      text: "hello world",
      language_code: "eng",
      words: segment.words,
    });
  });
});
