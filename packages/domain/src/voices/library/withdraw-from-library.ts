import { newId } from "../../shared/ids.ts";
import type { LibraryEventRecord, VoiceSharingRecord } from "./library-records.ts";
import { disableAtFor } from "./notice-period.ts";

/** What stopping to share a voice changes: its sharing row, the events to record, and when its copies stop. */
export interface Withdrawal {
  record: VoiceSharingRecord;
  events: LibraryEventRecord[];
  /** Set when the voice was live: its copies stop working then (the end of the notice period). */
  disableCopiesAt?: Date;
}

/**
 * The owner stops sharing a voice (or deletes it). A live voice is removed: the notice period starts,
 * copies keep working until `disableAt`, and the history gets `removed` now and `disabled` at the end
 * of the notice period (read only once that time has come). A voice in review or declined simply
 * leaves the queue. Sharing again later means a new review.
 */
export function withdrawFromLibrary(record: VoiceSharingRecord, now: Date): Withdrawal {
  const leaving = {
    ...record,
    status: "disabled" as const,
    reviewStatus: "not_requested" as const,
    updatedAt: now,
  };
  if (record.status !== "enabled") return { record, events: [] };
  if (record.reviewStatus !== "allowed") return { record: { ...leaving, reviewMessage: null }, events: [] };
  const disableAt = disableAtFor(now, record.noticePeriodDays);
  const event = (kind: "removed" | "disabled", occurredAt: Date): LibraryEventRecord => ({
    id: newId(),
    voiceId: record.voiceId,
    kind,
    message: null,
    occurredAt,
  });
  return {
    record: { ...leaving, removedAt: now, disableAt },
    events: [event("removed", now), event("disabled", disableAt)],
    disableCopiesAt: disableAt,
  };
}
