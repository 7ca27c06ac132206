/** One line of the test call's live transcript. */
export type LiveTurn =
  | { id: number; role: "user"; text: string; tentative: boolean }
  | {
      id: number;
      role: "agent";
      /** What the caller heard (all of it unless interrupted). */
      text: string;
      eventId: number | null;
      interrupted: boolean;
      /** The rest of the reply the caller talked over, which was never spoken. */
      unheard: string;
    };

/** What the conversation reports, as far as the transcript cares. */
export type LiveTranscriptEvent =
  /** The caller's words so far, while they speak (`tentative_user_transcript`). */
  | { kind: "tentative"; text: string }
  /** The caller's finished turn: recognised speech (`user_transcript`) or a typed message. */
  | { kind: "user"; text: string; typed: boolean }
  | { kind: "agent"; text: string; eventId: number | null }
  /** The caller spoke over the agent: its reply stopped (`interruption`). */
  | { kind: "interruption" }
  /** What the caller heard of an interrupted reply (`agent_response_correction`). */
  | { kind: "correction"; eventId: number; original: string; corrected: string };

export interface LiveTranscript {
  turns: LiveTurn[];
  nextId: number;
}

export const emptyTranscript: LiveTranscript = { turns: [], nextId: 1 };

const isTentative = (turn: LiveTurn | undefined) => turn?.role === "user" && turn.tentative;

function lastIndexWhere(turns: LiveTurn[], test: (turn: LiveTurn) => boolean): number {
  for (let index = turns.length - 1; index >= 0; index -= 1) if (test(turns[index]!)) return index;
  return -1;
}

/**
 * The transcript after one event. Tentative words stay one line that the finished turn replaces; a
 * typed message goes before words still being spoken; a correction cuts the agent's reply down to
 * what was heard and keeps the rest as unheard.
 */
export function applyTranscriptEvent(transcript: LiveTranscript, event: LiveTranscriptEvent): LiveTranscript {
  const { turns, nextId } = transcript;
  const last = turns.at(-1);
  switch (event.kind) {
    case "tentative": {
      const text = event.text.trim();
      if (!text) return transcript;
      if (isTentative(last))
        return { turns: [...turns.slice(0, -1), { ...last!, text } as LiveTurn], nextId };
      return { turns: [...turns, { id: nextId, role: "user", text, tentative: true }], nextId: nextId + 1 };
    }
    case "user": {
      const turn: LiveTurn = { id: nextId, role: "user", text: event.text, tentative: false };
      if (!isTentative(last)) return { turns: [...turns, turn], nextId: nextId + 1 };
      if (event.typed) return { turns: [...turns.slice(0, -1), turn, last!], nextId: nextId + 1 };
      return { turns: [...turns.slice(0, -1), { ...turn, id: last!.id }], nextId };
    }
    case "agent": {
      const turn: LiveTurn = {
        id: nextId,
        role: "agent",
        text: event.text,
        eventId: event.eventId,
        interrupted: false,
        unheard: "",
      };
      return { turns: [...turns, turn], nextId: nextId + 1 };
    }
    case "interruption": {
      // The reply being spoken is the latest line, or the one before the caller's words so far.
      const at = lastIndexWhere(turns, (turn) => !isTentative(turn));
      const turn = turns[at];
      if (turn?.role !== "agent" || turn.interrupted) return transcript;
      return {
        turns: turns.map((other, index) => (index === at ? { ...turn, interrupted: true } : other)),
        nextId,
      };
    }
    case "correction": {
      let at = lastIndexWhere(turns, (turn) => turn.role === "agent" && turn.eventId === event.eventId);
      if (at < 0) at = lastIndexWhere(turns, (turn) => turn.role === "agent" && turn.text === event.original);
      const turn = turns[at];
      if (turn?.role !== "agent") return transcript;
      const unheard = event.original.startsWith(event.corrected)
        ? event.original.slice(event.corrected.length).trim()
        : "";
      const corrected: LiveTurn = { ...turn, text: event.corrected, interrupted: true, unheard };
      return { turns: turns.map((other, index) => (index === at ? corrected : other)), nextId };
    }
  }
}
