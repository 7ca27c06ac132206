import { describe, expect, it } from "vitest";
import { conversationTurn } from "../conversation-records.ts";
import { afterCut, cutAgentTurn, uncutAgentTurn } from "./barge-in.ts";

const agentTurn = (message: string) => conversationTurn({ role: "agent", message, timeInCallSecs: 3 });

describe("cutting the agent's turn at what the caller heard", () => {
  it("keeps what was heard, what was meant, and answers the words not heard yet", () => {
    const turn = agentTurn("Our store opens at nine. It closes at five.");
    const cut = cutAgentTurn(turn, "Our store opens at nine.");
    expect(cut).toEqual({
      rest: "It closes at five.",
      correction: {
        original: "Our store opens at nine. It closes at five.",
        corrected: "Our store opens at nine.",
      },
    });
    expect(turn).toMatchObject({
      message: "Our store opens at nine.",
      originalMessage: "Our store opens at nine. It closes at five.",
      interrupted: true,
    });
  });

  it("corrects nothing when the last turn is the caller's", () => {
    const turn = { ...agentTurn("Hello"), role: "user" as const };
    expect(cutAgentTurn(turn, "")).toEqual({ rest: "" });
    expect(turn.interrupted).toBe(false);
  });

  it("makes the turn whole again after a backchannel", () => {
    const turn = agentTurn("One two three four.");
    cutAgentTurn(turn, "One two");
    uncutAgentTurn(turn);
    expect(turn).toMatchObject({ message: "One two three four.", originalMessage: null, interrupted: false });
  });
});

describe("the caller's turn after a cut", () => {
  const cutOff = { turn: undefined, rest: "the rest" };

  it("resumes on no words, keeps a short acknowledgement as a backchannel, answers the rest", () => {
    expect(afterCut("  ", 0.8, cutOff)).toBe("resume");
    expect(afterCut("mm hmm", 1.1, cutOff)).toBe("backchannel");
    expect(afterCut("okay", 3, cutOff)).toBe("answer");
    expect(afterCut("okay", 1, undefined)).toBe("answer");
    expect(afterCut("what time do you close", 1.5, cutOff)).toBe("answer");
  });
});
