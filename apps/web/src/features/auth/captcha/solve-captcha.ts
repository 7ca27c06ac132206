import type { ProofOfWorkChallenge } from "@chorus/contract";

type WorkerAnswer = { solution: { counter: number; derivedKey: string } } | { error: string };

/**
 * Solves a proof-of-work challenge in a Web Worker and encodes the `recaptcha_token` sign-up
 * takes: base64 of `{ challenge, solution }` (ALTCHA's payload). Aborting stops the worker.
 */
export function solveCaptcha(challenge: ProofOfWorkChallenge, signal: AbortSignal): Promise<string> {
  const worker = new Worker(new URL("./captcha-solver.worker.ts", import.meta.url), { type: "module" });
  return new Promise<string>((resolve, reject) => {
    const stop = (error: Error) => {
      worker.terminate();
      reject(error);
    };
    signal.addEventListener("abort", () => stop(new DOMException("aborted", "AbortError")), { once: true });
    worker.onerror = () => stop(new Error("the captcha solver failed"));
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if ("error" in event.data) reject(new Error(event.data.error));
      else resolve(btoa(JSON.stringify({ challenge, solution: event.data.solution })));
    };
    worker.postMessage(challenge);
  });
}
