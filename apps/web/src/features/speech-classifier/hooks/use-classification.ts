import type { SpeechClassification } from "@chorus/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { classifySpeech } from "../api/speech-classifier-api.ts";

export type ClassificationState =
  | { kind: "idle" }
  /** `progress` is the upload's fraction; at 1 the server is decoding and searching for the mark. */
  | { kind: "running"; progress: number }
  | { kind: "done"; result: SpeechClassification }
  | { kind: "failed"; error: unknown };

/** One classification at a time: a new file or `reset` cancels the one in flight. */
export function useClassification() {
  const [state, setState] = useState<ClassificationState>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ kind: "idle" });
  }, []);

  const classify = useCallback(async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: "running", progress: 0 });
    try {
      const result = await classifySpeech(file, {
        signal: current.signal,
        onUploadProgress: (progress) => {
          if (!current.signal.aborted) setState({ kind: "running", progress });
        },
      });
      if (!current.signal.aborted) setState({ kind: "done", result });
    } catch (error) {
      if (!current.signal.aborted) setState({ kind: "failed", error });
    }
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, classify, reset };
}
