export { outboxPageSize, readOutbox } from "./read-outbox.ts";
