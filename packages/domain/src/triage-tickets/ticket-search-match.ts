import type { TriageTicketRecord } from "./triage-ticket-records.ts";

/** Where a list's `search` matched a ticket (`TicketSearchMatchResponseModel`). */
export interface TicketSearchMatch {
  field: "title" | "description" | "comment" | "turn_comment";
  snippet: string;
  /** Offsets of the match in `snippet` (end exclusive). */
  highlightStart: number;
  highlightEnd: number;
  turnIndex: number | null;
}

/** Characters of context kept on each side of a match. */
const context = 60;

function snippetAround(text: string, query: string): Omit<TicketSearchMatch, "field" | "turnIndex"> | null {
  const collapsed = text.replace(/\s+/g, " ").trim();
  const at = collapsed.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return null;
  const start = Math.max(0, at - context);
  const end = Math.min(collapsed.length, at + query.length + context);
  const before = start > 0 ? "…" : "";
  const snippet = `${before}${collapsed.slice(start, end)}${end < collapsed.length ? "…" : ""}`;
  const highlightStart = before.length + at - start;
  return { snippet, highlightStart, highlightEnd: highlightStart + query.length };
}

/**
 * The first place `search` appears in the ticket: its title, its description, a comment, then a
 * turn comment (the order ElevenLabs names them). The database found the ticket by the same test
 * (ILIKE); a match only the database's case folding sees gives none.
 */
export function ticketSearchMatch(ticket: TriageTicketRecord, search: string): TicketSearchMatch | null {
  const query = search.replace(/\s+/g, " ").trim();
  if (!query) return null;
  const places: { field: TicketSearchMatch["field"]; text: string | null; turnIndex?: number }[] = [
    { field: "title", text: ticket.title },
    { field: "description", text: ticket.qaComment },
    ...ticket.comments.map((comment) => ({ field: "comment" as const, text: comment.comment })),
    ...ticket.turnComments.map((turn) => ({
      field: "turn_comment" as const,
      text: turn.comment,
      turnIndex: turn.turnIndex,
    })),
  ];
  for (const place of places) {
    const found = place.text ? snippetAround(place.text, query) : null;
    if (found) return { field: place.field, ...found, turnIndex: place.turnIndex ?? null };
  }
  return null;
}
