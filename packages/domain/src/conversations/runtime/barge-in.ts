import type { ConversationTurn } from "../conversation-records.ts";
import { isBackchannel } from "./user-speech.ts";

/** A turn this long or shorter (its pauses and lead-in included) can be a backchannel ("okay"). */
const backchannelSeconds = 2.5;

/** What the caller's speech cut off: the agent's turn and the part of it not heard yet. */
export interface CutOff {
  turn: ConversationTurn | undefined;
  rest: string;
}

/**
 * Cuts the agent's turn back to what the caller heard (the spec's transcript records what was actually
 * said), keeping what it meant to say. Answers the words not heard yet and, when the turn held text,
 * the correction to announce.
 */
export function cutAgentTurn(
  turn: ConversationTurn | undefined,
  heard: string,
): { rest: string; correction?: { original: string; corrected: string } } {
  const full = turn?.role === "agent" ? (turn.message ?? "") : "";
  const rest = full.startsWith(heard) ? full.slice(heard.length).trim() : "";
  if (turn?.role !== "agent" || !turn.message) return { rest };
  const original = turn.message;
  turn.originalMessage = original;
  turn.message = heard;
  turn.interrupted = true;
  return { rest, correction: { original, corrected: heard } };
}

/** The agent's turn whole again: the caller's words over it were only an acknowledgement. */
export function uncutAgentTurn(turn: ConversationTurn): void {
  turn.message = turn.originalMessage ?? turn.message;
  turn.interrupted = false;
  turn.originalMessage = null;
}

/**
 * What the caller's whole turn means after their speech cut the agent off: nothing recognised (noise:
 * the agent goes on), "mm-hm" (a backchannel: the agent goes on and the word is kept), or a turn to answer.
 */
export function afterCut(
  text: string,
  seconds: number,
  cutOff: CutOff | undefined,
): "resume" | "backchannel" | "answer" {
  if (!text.trim()) return "resume";
  if (cutOff && seconds < backchannelSeconds && isBackchannel(text)) return "backchannel";
  return "answer";
}
