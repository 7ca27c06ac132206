import type { RateLimitSettings } from "@chorus/config";
import {
  activateSms,
  activateTotp,
  completeMfaSignIn,
  enrollSms,
  getCaptchaChallenge,
  messages,
  type OperationDefinition,
  preSignUp,
  reauthenticate,
  requestEmailChange,
  resetPassword,
  sendMfaSignInSms,
  sendPasswordResetEmail,
  sendVerificationEmail,
  signIn,
  signUp,
  updateEmail,
  verifyEmail,
  verifySignIn,
} from "@chorus/contract";
import { type AuthenticatedContext, clientNetwork } from "@chorus/domain";
import type { FastifyRequest } from "fastify";
import { apiKeyHeader } from "../authenticate-request.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One counted limit: `max` requests per fixed window of `windowMs`, per key. */
export interface RateLimitRule {
  /** Part of every key, so operations that share a name share a counter (sign-up and pre-sign-up). */
  name: string;
  max: number;
  windowMs: number;
  /**
   * `onRequest` counts before the body is read (a client address is known by then); `preHandler`
   * after authentication and validation (a body field or the signed-in person is the key).
   */
  stage: "onRequest" | "preHandler";
  key: (request: FastifyRequest) => string;
  /** What the 429 says: the spec's "too many attempts" for one-time codes, "too many requests" otherwise. */
  message: string;
}

const byNetwork = (request: FastifyRequest) => `network:${clientNetwork(request.ip)}`;
/** Emails are compared trimmed and lower-cased, as accounts are. */
const byBodyEmail = (field: string) => (request: FastifyRequest) =>
  `email:${String((request.body as Record<string, unknown>)[field] ?? "")
    .trim()
    .toLowerCase()}`;
const bySignedInPerson = (request: FastifyRequest) =>
  `user:${(request.chorusContext as AuthenticatedContext).userId}`;
/** Public code checks have no account yet: the challenge, link or token the code belongs to stands in. */
const byChallenge = (read: (request: FastifyRequest) => unknown) => (request: FastifyRequest) =>
  `challenge:${String(read(request) ?? "")}`;
const body = (request: FastifyRequest) => request.body as Record<string, unknown>;

/** Which limits guard which operation (README: configuration; ARCHITECTURE.md: rate limits). */
export function rateLimitRules(limits: RateLimitSettings): Map<OperationDefinition, RateLimitRule[]> {
  const perNetwork = (
    name: string,
    max: number,
    windowMs: number,
    message: string = messages.tooManyRequests,
  ) => ({
    name: `${name}:network`,
    max,
    windowMs,
    stage: "onRequest" as const,
    key: byNetwork,
    message,
  });
  const perAccount = (
    name: string,
    max: number,
    windowMs: number,
    key: (request: FastifyRequest) => string,
    message: string = messages.tooManyRequests,
  ) => ({ name: `${name}:account`, max, windowMs, stage: "preHandler" as const, key, message });

  const signUpRules = [
    perNetwork("sign-up", limits.signUpPerIp, HOUR),
    perAccount("sign-up", limits.signUpPerEmail, HOUR, byBodyEmail("email")),
  ];
  const mailRules = (key: (request: FastifyRequest) => string) => [
    perNetwork("account-mail", limits.accountMailPerIp, HOUR),
    perAccount("account-mail", limits.accountMailPerAddress, HOUR, key),
  ];
  const codeRules = (key: (request: FastifyRequest) => string) => [
    perNetwork("codes", limits.codesPerIp, 15 * MINUTE, messages.tooManyAttempts),
    perAccount("codes", limits.codesPerAccount, 15 * MINUTE, key, messages.tooManyAttempts),
  ];

  return new Map<OperationDefinition, RateLimitRule[]>([
    [signUp, signUpRules],
    [preSignUp, signUpRules],
    [getCaptchaChallenge, [perNetwork("captcha-challenge", limits.captchaChallengesPerIp, MINUTE)]],
    // Per email, wrong passwords are throttled in the domain (sign-in-throttle.ts), not here: a
    // limit on every attempt per email would let anyone lock the owner out.
    [signIn, [perNetwork("sign-in", limits.signInPerIp, 15 * MINUTE)]],
    [sendPasswordResetEmail, mailRules(byBodyEmail("email"))],
    [sendVerificationEmail, mailRules(byBodyEmail("email"))],
    [requestEmailChange, mailRules(bySignedInPerson)],
    [completeMfaSignIn, codeRules(byChallenge((request) => body(request).mfa_token))],
    [sendMfaSignInSms, codeRules(byChallenge((request) => body(request).mfa_token))],
    [
      verifySignIn,
      codeRules(byChallenge((request) => body(request).oob_code ?? body(request).verification_id)),
    ],
    [verifyEmail, codeRules(byChallenge((request) => body(request).oob_code))],
    [resetPassword, codeRules(byChallenge((request) => body(request).oob_code))],
    [
      updateEmail,
      codeRules(byChallenge((request) => (request.query as Record<string, unknown>).verification_code)),
    ],
    [enrollSms, codeRules(bySignedInPerson)],
    [activateSms, codeRules(bySignedInPerson)],
    [activateTotp, codeRules(bySignedInPerson)],
    [reauthenticate, codeRules(bySignedInPerson)],
  ]);
}

/**
 * Every request carrying an `xi-api-key`, counted per key before the key is even looked up.
 * Generous: generations already have per-workspace concurrency limits; this only stops a key
 * from flooding the server with cheap calls.
 */
export function apiKeyRule(limits: RateLimitSettings): RateLimitRule {
  return {
    name: "api-key",
    max: limits.apiKeyPerMinute,
    windowMs: MINUTE,
    stage: "onRequest",
    key: (request) => `key:${apiKeyHeader(request) ?? ""}`,
    message: messages.tooManyRequests,
  };
}
