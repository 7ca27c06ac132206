import type { CaptchaChallengeResponse, ProofOfWorkChallenge } from "@chorus/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestServer } from "./test-server.ts";

/**
 * Solves a sign-up captcha challenge as the web app does (ALTCHA's solver, here with Node's
 * PBKDF2) and encodes the `recaptcha_token` sign-up and pre-sign-up take.
 */
export async function solveCaptchaChallenge(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("the captcha challenge was not solved in 30 s");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function solvedToken(response: CaptchaChallengeResponse): Promise<string> {
  if (response.provider !== "altcha" || !response.challenge) {
    throw new Error(`the server's captcha (${response.provider}) has no challenge to solve`);
  }
  return solveCaptchaChallenge(response.challenge);
}

/** A fresh challenge from a test server, solved: a token for one sign-up or pre-sign-up. */
export async function captchaToken(server: TestServer): Promise<string> {
  const response = await server.request("GET", "/v1/auth/captcha-challenge");
  if (response.statusCode !== 200)
    throw new Error(`captcha challenge: ${response.statusCode} ${response.body}`);
  return solvedToken(response.json() as CaptchaChallengeResponse);
}

/** The same from a Chorus process over HTTP (end-to-end tests). */
export async function captchaTokenAt(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/captcha-challenge`);
  if (!response.ok) throw new Error(`captcha challenge: ${response.status} ${await response.text()}`);
  return solvedToken((await response.json()) as CaptchaChallengeResponse);
}
