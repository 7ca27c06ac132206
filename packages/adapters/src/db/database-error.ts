import { DrizzleQueryError } from "drizzle-orm";

/**
 * A driver's error for a failed statement (pg's and PGlite's `DatabaseError`, both shaped by
 * pg-protocol): a `severity` and a five-character SQLSTATE `code`.
 */
function isDriverError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error)) return false;
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === "string" && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The SQLSTATE of a failed query when `error` came from the database (Drizzle's wrapper or the
 * driver's own error), else undefined. Logs use it instead of the error's text: Drizzle's message
 * is the statement followed by every parameter ("params: …", which holds what users sent), and
 * the driver's `detail` quotes row values ("Key (email)=(…) already exists").
 */
export function databaseErrorCode(error: unknown): string | undefined {
  if (isDriverError(error)) return error.code;
  if (error instanceof DrizzleQueryError) return isDriverError(error.cause) ? error.cause.code : "unknown";
  return undefined;
}
