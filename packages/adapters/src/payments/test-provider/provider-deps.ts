import type { Clock, Logger } from "@chorus/domain";
import type { Database } from "../../db/open-database.ts";
import type { EventsOutbox } from "./events-outbox.ts";

/** What every part of the test provider works with. */
export interface ProviderDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  outbox: EventsOutbox;
  /** Chorus's public origin, without a trailing slash; the hosted pages live under `/test-payments`. */
  publicUrl: string;
}

/** Delivers what a call just recorded; a failed delivery never fails the call (the events wait for the next round). */
export async function deliverAfterCall(deps: ProviderDeps): Promise<void> {
  try {
    await deps.outbox.deliverPending();
  } catch (error) {
    deps.logger.warn("test payment provider: events stay pending", { err: error });
  }
}
