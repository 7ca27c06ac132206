import { createHmac } from "node:crypto";
import type { CaptchaChallenge, CaptchaSolutionRepository, CaptchaVerifier, Clock } from "@chorus/domain";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * PBKDF2 runs natively in browsers (WebCrypto) as on servers, so a script gains little over a
 * browser per key, unlike a plain hash where the browser's per-call overhead dominates.
 */
const ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 rounds per key tried: about a millisecond, so the per-call overhead stays small. */
const ROUNDS_PER_KEY = 1_000;
/** A challenge must be solved and used within this time. */
export const CAPTCHA_CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * The embedded captcha (CAPTCHA_PROVIDER=altcha, the default): an ALTCHA proof-of-work. Each
 * challenge hides a random counter between half of `difficulty` and `difficulty`; the browser
 * derives keys for 0, 1, 2, … until one starts with the challenge's prefix, so solving costs that
 * many PBKDF2 keys, while checking costs the server one HMAC (the key is signed in the challenge).
 * Challenges are signed with a key from the deployment's secret, expire after 10 minutes, and
 * each solution is accepted once (`captcha_solutions`). It costs a script CPU time; unlike
 * reCAPTCHA it cannot tell a person from a bot.
 */
export function proofOfWorkCaptcha(options: {
  secret: string;
  difficulty: number;
  clock: Clock;
  solutions: CaptchaSolutionRepository;
}): CaptchaVerifier {
  const derive = (purpose: string) => createHmac("sha256", options.secret).update(purpose).digest("hex");
  const signing = {
    deriveKey,
    hmacSignatureSecret: derive("captcha challenge signature"),
    hmacKeySignatureSecret: derive("captcha key signature"),
  };
  const hardest = Math.max(1, Math.floor(options.difficulty));
  return {
    provider: "altcha",
    async issueChallenge() {
      const challenge = await createChallenge({
        ...signing,
        algorithm: ALGORITHM,
        cost: ROUNDS_PER_KEY,
        counter: randomInt(hardest, Math.ceil(hardest / 2)),
        expiresAt: new Date(options.clock.now().getTime() + CAPTCHA_CHALLENGE_LIFETIME_MS),
      });
      return challenge as CaptchaChallenge;
    },
    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return false;
      let verified = false;
      try {
        ({ verified } = await verifySolution({ ...signing, ...payload }));
      } catch {
        return false;
      }
      // The signed expiry is checked against the server's clock (altcha-lib reads Date.now()).
      const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
      if (!verified || expiresAtMs <= options.clock.now().getTime()) return false;
      return options.solutions.consume(payload.challenge.signature, new Date(expiresAtMs));
    },
  };
}

type Payload = { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string } };

/** The token is `base64(JSON.stringify({ challenge, solution }))`, ALTCHA's payload; anything else is refused. */
function decodePayload(token: string | undefined): Payload | undefined {
  if (!token) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  const payload = value as Partial<Payload> | null;
  const challenge = payload?.challenge;
  const solution = payload?.solution;
  const isObject = (x: unknown): x is Record<string, unknown> =>
    typeof x === "object" && x !== null && !Array.isArray(x);
  if (!isObject(challenge) || !isObject(challenge.parameters) || typeof challenge.signature !== "string")
    return undefined;
  if (!isObject(solution) || typeof solution.counter !== "number" || typeof solution.derivedKey !== "string")
    return undefined;
  return { challenge, solution } as Payload;
}
