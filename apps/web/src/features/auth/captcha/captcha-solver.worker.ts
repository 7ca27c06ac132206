import type { ProofOfWorkChallenge } from "@chorus/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/**
 * Solves the sign-up captcha's proof-of-work off the main thread (the page stays responsive):
 * ALTCHA's solver with the browser's native PBKDF2. Answers `{ solution }`, or `{ error }`.
 */
globalThis.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 120_000 });
    globalThis.postMessage(solution ? { solution } : { error: "timeout" });
  } catch (error) {
    globalThis.postMessage({ error: String(error) });
  }
};
