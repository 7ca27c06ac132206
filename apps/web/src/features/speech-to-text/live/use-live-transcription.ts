import { useCallback, useEffect, useRef, useState } from "react";
import { type LiveError, LiveSession, type LiveStatus } from "./live-session.ts";

export interface LiveSegment {
  id: number;
  text: string;
}

/**
 * The live transcription of the page: one session at a time, the committed segments of every
 * session since the last Clear (starting again adds to them), the partial text of the segment
 * being spoken, the input level and the elapsed time.
 */
export function useLiveTranscription() {
  const supported =
    typeof window !== "undefined" &&
    !!navigator.mediaDevices &&
    "AudioContext" in window &&
    "WebSocket" in window;
  const [status, setStatus] = useState<LiveStatus>("idle");
  const [segments, setSegments] = useState<LiveSegment[]>([]);
  const [partial, setPartial] = useState("");
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<LiveError | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<LiveSession | null>(null);
  const nextId = useRef(0);

  const start = useCallback(() => {
    if (session.current && status !== "idle") return;
    setError(null);
    setPartial("");
    setElapsed(0);
    const current = new LiveSession({
      status: (next) => {
        if (session.current === current) setStatus(next);
      },
      partial: (text) => {
        if (session.current === current) setPartial(text);
      },
      // A session still finishing after a new one started keeps delivering its last segments.
      committed: (text) => setSegments((list) => [...list, { id: nextId.current++, text }]),
      level: (value) => {
        if (session.current === current) setLevel(value);
      },
      error: (value) => {
        if (session.current === current) setError(value);
      },
    });
    session.current = current;
    void current.start();
  }, [status]);

  const stop = useCallback(() => session.current?.stop(), []);
  const clear = useCallback(() => {
    setSegments([]);
    setPartial("");
  }, []);

  useEffect(() => {
    if (status !== "live") return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => setElapsed((Date.now() - startedAt) / 1000), 250);
    return () => window.clearInterval(timer);
  }, [status]);

  useEffect(() => () => session.current?.dispose(), []);

  return { supported, status, segments, partial, level, error, elapsed, start, stop, clear };
}
