// The one home of paid work: every metered product, over HTTP and WebSocket, goes through it.
export {
  acquireGenerationSlot,
  concurrencyWaitMs,
  generationConcurrencyKey,
} from "./acquire-generation-slot.ts";
export { assertCanRunMeteredWork } from "./assert-can-run-metered-work.ts";
export { beginMeteredWork, type MeteredWork, type MeteredWorkOrder } from "./begin-metered-work.ts";
export { beginPaidWork, type PaidWorkStart } from "./begin-paid-work.ts";
export { type Delivery, type KeptResult, keptDelivery, unkeptDelivery } from "./delivery.ts";
export { generationOrder, type PlannedGeneration } from "./generation-order.ts";
export type { PaidWork, PaidWorkOrder, RecordDelivery } from "./paid-work.ts";
export { refundCharge } from "./refund-charge.ts";
export { refundExpiredReservations } from "./refund-expired-reservations.ts";
export type { CharacterCountChange, GenerationCharge } from "./reserve-credits.ts";
