import { describe, expect, it } from "vitest";
import {
  applyTranscriptEvent,
  emptyTranscript,
  type LiveTranscript,
  type LiveTranscriptEvent,
} from "./live-transcript.ts";
import { billedSeconds, testCallCredits } from "./test-call-cost.ts";

const replay = (events: LiveTranscriptEvent[]): LiveTranscript =>
  events.reduce(applyTranscriptEvent, emptyTranscript);
const lines = (transcript: LiveTranscript) =>
  transcript.turns.map((turn) =>
    turn.role === "user"
      ? `user${turn.tentative ? "?" : ""}: ${turn.text}`
      : `agent${turn.interrupted ? "!" : ""}: ${turn.text}${turn.unheard ? ` [${turn.unheard}]` : ""}`,
  );

describe("the test call's live transcript", () => {
  it("keeps the caller's words so far on one lighter line that the finished turn replaces", () => {
    const transcript = replay([
      { kind: "agent", text: "Hi, how can I help?", eventId: 1 },
      { kind: "tentative", text: "what are" },
      { kind: "tentative", text: "what are your opening" },
      { kind: "user", text: "what are your opening hours", typed: false },
      { kind: "agent", text: "We open at 7 am.", eventId: 3 },
    ]);
    expect(lines(transcript)).toEqual([
      "agent: Hi, how can I help?",
      "user: what are your opening hours",
      "agent: We open at 7 am.",
    ]);
    expect(new Set(transcript.turns.map((turn) => turn.id)).size).toBe(3);
  });

  it("puts a typed message before words still being spoken", () => {
    const transcript = replay([
      { kind: "tentative", text: "and also" },
      { kind: "user", text: "Do you deliver?", typed: true },
    ]);
    expect(lines(transcript)).toEqual(["user: Do you deliver?", "user?: and also"]);
  });

  it("marks an interrupted reply and keeps what was not heard apart", () => {
    const long = "Welcome to Crumb Bakery. We bake bread every morning.";
    const transcript = replay([
      { kind: "agent", text: long, eventId: 1 },
      { kind: "tentative", text: "wait" },
      { kind: "interruption" },
      { kind: "correction", eventId: 1, original: long, corrected: "Welcome to Crumb Bakery." },
      { kind: "user", text: "wait how much is rye bread", typed: false },
    ]);
    expect(lines(transcript)).toEqual([
      "agent!: Welcome to Crumb Bakery. [We bake bread every morning.]",
      "user: wait how much is rye bread",
    ]);
  });

  it("finds the corrected reply by its text when the event ids differ", () => {
    const transcript = replay([
      { kind: "agent", text: "One. Two.", eventId: null },
      { kind: "correction", eventId: 9, original: "One. Two.", corrected: "One." },
    ]);
    expect(lines(transcript)).toEqual(["agent!: One. [Two.]"]);
    expect(replay([{ kind: "interruption" }])).toEqual(emptyTranscript);
  });
});

describe("the test call's cost", () => {
  it("counts every second begun at the development rate, rounded up like the server's charge", () => {
    expect(billedSeconds(0)).toBe(0);
    expect(billedSeconds(1)).toBe(1);
    expect(billedSeconds(30_000)).toBe(30);
    expect(testCallCredits(30)).toBe(250);
    expect(testCallCredits(60)).toBe(500);
    expect(testCallCredits(1)).toBe(9);
    expect(testCallCredits(7)).toBe(59);
  });
});
