export { createStore } from "./create-store.ts";
export { type Database, migratedPgliteImage, type OpenedDatabase, openDatabase } from "./open-database.ts";
export * as schema from "./schema/index.ts";
