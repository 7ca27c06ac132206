import { useSyncExternalStore } from "react";
import { getSessionState, subscribeSession } from "./session.ts";
import type { SessionState } from "./session-tokens.ts";

/** The session as React state: re-renders on sign-in, sign-out, expiry and workspace moves. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
