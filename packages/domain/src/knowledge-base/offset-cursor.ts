import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

/**
 * The cursor of a page of a listing that is counted through (by name, in document order): where the
 * next page starts, as `<kind>:<offset>`, so a cursor of one listing is refused by another. Opaque
 * to clients.
 */
export function offsetCursor(kind: string) {
  const pattern = new RegExp(`^${kind}:(\\d{1,7})$`);
  return {
    of: (offset: number) => Buffer.from(`${kind}:${offset}`).toString("base64url"),
    /** The offset a cursor names (0 without one); one no such listing gave out is "invalid_request". */
    offsetOf(cursor: string | undefined): number {
      if (!cursor) return 0;
      const match = pattern.exec(Buffer.from(cursor, "base64url").toString());
      if (!match) throw new DomainError("invalid_request", messages.invalidCursor);
      return Number(match[1]);
    },
  };
}
