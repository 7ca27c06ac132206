import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * Runs a one-shot call as soon as the page opens (email links carry single-use codes). The ref
 * keeps React's development double-effect from spending the code twice.
 */
export function useRunOnce<T>(run: () => Promise<T>) {
  const started = useRef(false);
  const mutation = useMutation({ mutationFn: run });
  const { mutate } = mutation;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return mutation;
}
