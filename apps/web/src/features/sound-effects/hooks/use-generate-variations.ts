import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api/api-error.ts";
import {
  generateSoundEffect,
  type SoundEffectRequest,
  soundEffectsQueryKey,
} from "../api/sound-effects-api.ts";
import type { Variation } from "../components/ResultCard.tsx";
import { variationSeeds } from "../sound-effect-cost.ts";

/** A workspace's plan may run fewer generations at once than asked: a 429 waits and tries again. */
async function withRetryWhenBusy<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const busy = error instanceof ApiError && error.status === 429;
      if (!busy || attempt >= 4 || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

export interface VariationBatch {
  /** Changes with every press of Generate, so result cards start afresh. */
  id: number;
  prompt: string;
  loop: boolean;
  /** One per variation: also what tells the result cards apart. */
  seeds: number[];
  variations: Variation[];
}

/** Generates `count` variations of one request in parallel, each with its own seed. */
export function useGenerateVariations() {
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState<VariationBatch | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the generations still running.
  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    (request: Omit<SoundEffectRequest, "seed">, count: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const seeds = variationSeeds(count);
      setBatch((previous) => ({
        id: (previous?.id ?? 0) + 1,
        prompt: request.text,
        seeds,
        loop: request.loop,
        variations: seeds.map(() => ({ status: "pending" })),
      }));
      const settle = (index: number, variation: Variation) =>
        setBatch((current) =>
          current && controller.current === abort
            ? { ...current, variations: current.variations.map((v, i) => (i === index ? variation : v)) }
            : current,
        );
      const runs = seeds.map((seed, index) =>
        withRetryWhenBusy(() => generateSoundEffect({ ...request, seed }, abort.signal), abort.signal).then(
          (effect) => settle(index, { status: "done", effect }),
          (error) => {
            if (!abort.signal.aborted) settle(index, { status: "failed", error });
          },
        ),
      );
      void Promise.all(runs).then(() => queryClient.invalidateQueries({ queryKey: soundEffectsQueryKey }));
    },
    [queryClient],
  );

  const pending = batch?.variations.some((v) => v.status === "pending") ?? false;
  return { batch, pending, generate };
}
