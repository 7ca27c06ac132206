import type { Ports } from "../context.ts";
import type { OutboxRecord } from "../records.ts";

/** How many messages the outbox page shows: the newest, enough for a person testing sign-ups. */
export const outboxPageSize = 50;

/**
 * The newest mail and texts in the outbox, newest first, for the operator's outbox page when no
 * SMTP server delivers them (the transport decides who may see it: only the machine Chorus runs on).
 */
export function readOutbox(ports: Pick<Ports, "store">): Promise<OutboxRecord[]> {
  return ports.store.outbox.list({ limit: outboxPageSize });
}
