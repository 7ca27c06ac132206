export { createStore } from "./create-store.ts";
export { databaseErrorCode } from "./database-error.ts";
export { type Database, migratedPgliteImage, type OpenedDatabase, openDatabase } from "./open-database.ts";
export * as schema from "./schema/index.ts";
