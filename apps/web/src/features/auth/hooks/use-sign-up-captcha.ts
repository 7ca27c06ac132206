import { getCaptchaChallenge } from "@chorus/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { solveCaptcha } from "../captcha/solve-captcha.ts";

export type CaptchaStatus = "solving" | "ready" | "failed";

/**
 * The sign-up captcha: as soon as the page opens, a proof-of-work challenge is fetched and solved
 * in a Web Worker, so it is usually done before the form is filled in. `take()` waits for the
 * token and starts the next challenge at once (a solution is accepted once, and a refused sign-up
 * needs a new one). A server without the embedded captcha (reCAPTCHA, or the test provider for
 * automation) gets an empty token and answers with its own error.
 */
export function useSignUpCaptcha() {
  const [status, setStatus] = useState<CaptchaStatus>("solving");
  const current = useRef<Promise<string> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus("solving");
    const token = (async () => {
      const { challenge } = await callOperation(getCaptchaChallenge);
      return challenge ? solveCaptcha(challenge, controller.signal) : "";
    })();
    current.current = token;
    token.then(
      () => !controller.signal.aborted && setStatus("ready"),
      () => !controller.signal.aborted && setStatus("failed"),
    );
  }, []);

  useEffect(() => {
    start();
    return () => abort.current?.abort();
  }, [start]);

  const take = useCallback(async () => {
    if (!current.current) start();
    const token = current.current!;
    try {
      return await token;
    } finally {
      start();
    }
  }, [start]);

  return { status, retry: start, take };
}
