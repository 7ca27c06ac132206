import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

/**
 * The cursor of a newest-first page: where the next page starts, as the time and id of the page's
 * last item (ids break ties between items of the same instant). Opaque to clients.
 */
export const listCursorOf = (at: Date, id: string) =>
  Buffer.from(`${at.getTime()}:${id}`).toString("base64url");

/** The time and id a cursor names; a cursor no list gave out is "invalid_request". */
export function parseListCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, "base64url").toString().split(":");
  const at = Number(time);
  if (!id || !Number.isFinite(at)) throw new DomainError("invalid_request", messages.invalidCursor);
  return { at: new Date(at), id };
}
