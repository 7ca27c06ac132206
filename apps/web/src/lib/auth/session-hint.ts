import { readStored, removeStored, writeStored } from "../browser-storage.ts";

/**
 * Whether this browser may hold a session: set when tokens arrive, cleared when the session ends. The refresh
 * cookie is httpOnly, so without this a signed-out visitor's first paint would wait on a refresh that can only
 * fail, and the browser would log its 401 on every page. A cleared hint with a live cookie costs one sign-in.
 */
const storageKey = "chorus:may-have-session";

export function mayHaveSession(): boolean {
  const stored = readStored("local", storageKey);
  // Storage off: ask the server, as before.
  return stored === undefined || stored === "1";
}

export function rememberSessionHint(present: boolean): void {
  if (present) writeStored("local", storageKey, "1");
  else removeStored("local", storageKey);
}
