import { professionalVoiceLimits } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { voicesQueryKey } from "../../api/voices-api.ts";
import { isAcceptedSample } from "../../sample-limits.ts";
import { uploadProfessionalSample } from "../api/professional-voices-api.ts";

export type UploadStatus =
  | "queued"
  | "uploading"
  | "measuring"
  | "done"
  | "duplicate"
  | "failed"
  | "cancelled";

export interface SampleUpload {
  key: string;
  file: File;
  status: UploadStatus;
  /** Bytes sent so far, 0–1. */
  fraction: number;
  error: string | null;
}

/**
 * Uploads professional samples one file at a time (large files: one upload uses the connection
 * well, and each file gets its own progress and its own failure). After the last byte the server
 * still measures the file (duration, waveform, levels): that phase is `measuring`. Each finished
 * file refreshes the voice, so the sample list grows as uploads complete.
 */
export function useSampleUploads(voiceId: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<SampleUpload[]>([]);
  const nextKey = useRef(0);
  const running = useRef<{ key: string; controller: AbortController } | null>(null);

  const patch = useCallback((key: string, change: Partial<SampleUpload>) => {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // Starts the next queued file whenever none is running.
  useEffect(() => {
    if (running.current) return;
    const next = uploads.find((item) => item.status === "queued");
    if (!next) return;
    const controller = new AbortController();
    running.current = { key: next.key, controller };
    patch(next.key, { status: "uploading", fraction: 0 });
    uploadProfessionalSample(voiceId, next.file, {
      signal: controller.signal,
      onUploadProgress: (fraction) =>
        patch(next.key, fraction >= 1 ? { status: "measuring", fraction: 1 } : { fraction }),
    })
      .then(async (added) => {
        patch(next.key, { status: added.length === 0 ? "duplicate" : "done", fraction: 1 });
        await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      })
      .catch((caught: unknown) => {
        if ((caught as Error)?.name === "AbortError") patch(next.key, { status: "cancelled" });
        else patch(next.key, { status: "failed", error: errorMessage(caught) });
      })
      .finally(() => {
        running.current = null;
        // A state change so the effect looks for the next file.
        setUploads((list) => [...list]);
      });
  }, [uploads, voiceId, patch, queryClient]);

  // Leaving the wizard cancels the upload in flight. The check after a tick lets React's development
  // double mount (StrictMode unmounts and mounts again at once) keep it going.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const inFlight = running.current;
      setTimeout(() => {
        if (!mounted.current) inFlight?.controller.abort();
      }, 0);
    };
  }, []);

  /** Queues accepted files; answers the names of files refused before uploading (type or size). */
  const add = useCallback((files: File[]): string[] => {
    const refused = files.filter(
      (file) => !isAcceptedSample(file) || file.size > professionalVoiceLimits.maxFileBytes,
    );
    const fresh = files
      .filter((file) => !refused.includes(file))
      .map((file) => ({
        key: String(nextKey.current++),
        file,
        status: "queued" as const,
        fraction: 0,
        error: null,
      }));
    setUploads((list) => [...list, ...fresh]);
    return refused.map((file) => file.name);
  }, []);

  const cancel = useCallback(
    (key: string) => {
      if (running.current?.key === key) running.current.controller.abort();
      else patch(key, { status: "cancelled" });
    },
    [patch],
  );

  const retry = useCallback(
    (key: string) => patch(key, { status: "queued", fraction: 0, error: null }),
    [patch],
  );

  /** Forgets finished rows (done, duplicate, cancelled) once people have seen them. */
  const clearFinished = useCallback(
    () =>
      setUploads((list) => list.filter((item) => !["done", "duplicate", "cancelled"].includes(item.status))),
    [],
  );

  const busy = uploads.some((item) => ["queued", "uploading", "measuring"].includes(item.status));
  // Closing or reloading the tab would drop the uploads: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);
  return { uploads, add, cancel, retry, clearFinished, busy };
}
