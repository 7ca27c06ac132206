/**
 * Whether this browser may hold a session: set when tokens arrive, cleared when the session ends. The refresh
 * cookie is httpOnly, so without this a signed-out visitor's first paint would wait on a refresh that can only
 * fail, and the browser would log its 401 on every page. A cleared hint with a live cookie costs one sign-in.
 */
const storageKey = "chorus:may-have-session";

export function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === "1";
  } catch {
    // Storage off: ask the server, as before.
    return true;
  }
}

export function rememberSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(storageKey, "1");
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage off: mayHaveSession answers true.
  }
}
