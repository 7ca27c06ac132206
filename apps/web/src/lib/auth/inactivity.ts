import { useEffect } from "react";
import { readStored, writeStored } from "../browser-storage.ts";
import { signOut } from "./session.ts";

const storageKey = "chorus.last_activity";
const activityEvents = ["pointerdown", "keydown", "wheel", "touchstart", "mousemove"] as const;

function readLastActivity(): number {
  return Number(readStored("local", storageKey)) || Date.now();
}

/**
 * Spec 000 §4: an inactivity timer signs out, reset by user activity. Activity in any tab counts
 * (shared through localStorage), because the periodic token refresh alone would keep the
 * session alive forever. `timeoutSeconds` is the workspace's setting; null turns it off.
 */
export function useInactivitySignOut(timeoutSeconds: number | null | undefined): void {
  useEffect(() => {
    if (!timeoutSeconds) return;
    let lastWrite = 0;
    const markActive = () => {
      const now = Date.now();
      if (now - lastWrite < 5_000) return;
      lastWrite = now;
      // Without storage this tab's own timer still works through lastWrite.
      writeStored("local", storageKey, String(now));
    };
    markActive();
    for (const event of activityEvents) window.addEventListener(event, markActive, { passive: true });
    const timer = setInterval(() => {
      const idleFor = Date.now() - Math.max(readLastActivity(), lastWrite);
      if (idleFor > timeoutSeconds * 1000) void signOut("expired");
    }, 15_000);
    return () => {
      clearInterval(timer);
      for (const event of activityEvents) window.removeEventListener(event, markActive);
    };
  }, [timeoutSeconds]);
}
