import type { PaymentEventRepository } from "@chorus/domain";
import type { Database } from "../open-database.ts";
import { paymentEvents } from "../schema/index.ts";

export function paymentEventRepository(db: Database): PaymentEventRepository {
  return {
    async insertOnce(event) {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },
  };
}
