import { CaptchaChallengeSchema, messages, type ProofOfWorkChallenge } from "@chorus/contract";
import { sweepAbuseCounters } from "@chorus/domain";
import {
  databaseKinds,
  solveCaptchaChallenge,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "./support.ts";

/**
 * Issue 15 finding 5: the embedded captcha is a proof-of-work (ALTCHA) that a script must solve,
 * not a constant shipped in the web bundle. Test servers ask for at most 10 keys per challenge.
 */
describe.each(databaseKinds)("the sign-up captcha on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
  });
  afterAll(async () => server?.close());

  async function challenge(): Promise<ProofOfWorkChallenge> {
    const response = await server.request("GET", "/v1/auth/captcha-challenge");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = CaptchaChallengeSchema.parse(response.json());
    expect(body.provider).toBe("altcha");
    return body.challenge!;
  }
  const preSignUp = (token: string) =>
    server.request("POST", "/v1/user/pre-sign-up", {
      body: { email: uniqueEmail(), recaptcha_token: token },
    });
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");
  const decode = (token: string) => JSON.parse(Buffer.from(token, "base64").toString("utf8"));

  it("hands out signed, expiring proof-of-work challenges, each different", async () => {
    const first = await challenge();
    const second = await challenge();
    expect(first.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.expiresAt! * 1000 - server.clock.now().getTime()).toBeLessThanOrEqual(600_000);
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });

  it("refuses the old fixed token that shipped in the web bundle", async () => {
    expectError(await preSignUp("chorus-test-captcha"), 403, "captcha_failed", messages.recaptchaFailed);
  });

  it("accepts a solved challenge once", async () => {
    const token = await solveCaptchaChallenge(await challenge());
    const first = await preSignUp(token);
    expect(first.statusCode, first.body).toBe(200);
    expectError(await preSignUp(token), 403, "captcha_failed", messages.recaptchaFailed);
  });

  it("accepts a solution once even when both uses race", async () => {
    const token = await solveCaptchaChallenge(await challenge());
    const answers = await Promise.all([preSignUp(token), preSignUp(token), preSignUp(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403]);
  });

  it("refuses a solution after its challenge expired (10 minutes)", async () => {
    const token = await solveCaptchaChallenge(await challenge());
    server.clock.advanceMinutes(11);
    expectError(await preSignUp(token), 403, "captcha_failed");
  });

  it("refuses a wrong solution, a changed challenge and garbage", async () => {
    const solved = decode(await solveCaptchaChallenge(await challenge()));
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: "00".repeat(32) } };
    expectError(await preSignUp(encode(wrongKey)), 403, "captcha_failed");
    // An easier challenge (a shorter key prefix) made up by the client breaks the signature.
    const easier = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, keyPrefix: "00" } },
    };
    expectError(await preSignUp(encode(easier)), 403, "captcha_failed");
    const unsolvedChallenge = await challenge();
    expectError(
      await preSignUp(encode({ challenge: unsolvedChallenge, solution: { counter: 0, derivedKey: "ab" } })),
      403,
      "captcha_failed",
    );
    expectError(await preSignUp("not base64 json"), 403, "captcha_failed");
    expectError(await preSignUp(encode({ challenge: "x", solution: [] })), 403, "captcha_failed");
    // The genuine solution still works: the refusals above did not use it up.
    expect((await preSignUp(encode(solved))).statusCode).toBe(200);
  });

  it("keeps a used solution only until its challenge expires (the worker's sweep)", async () => {
    const { captchaSolutions } = server.ports.store;
    const expiresAt = new Date(server.clock.now().getTime() + 60_000);
    expect(await captchaSolutions.consume("swept-challenge", expiresAt)).toBe(true);
    await sweepAbuseCounters(server.ports);
    expect(await captchaSolutions.consume("swept-challenge", expiresAt)).toBe(false);
    server.clock.advanceMinutes(2);
    await sweepAbuseCounters(server.ports);
    expect(await captchaSolutions.consume("swept-challenge", expiresAt)).toBe(true);
  });
});

describe("the opt-in test captcha", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      CAPTCHA_PROVIDER: "test",
      CAPTCHA_TEST_TOKEN: "automation-token-0123456789",
    });
  });
  afterAll(async () => server?.close());

  it("says so, hands out no challenge and accepts exactly the configured token", async () => {
    const response = await server.request("GET", "/v1/auth/captcha-challenge");
    expect(response.json()).toEqual({ provider: "test", challenge: null });
    const preSignUp = (token: string) =>
      server.request("POST", "/v1/user/pre-sign-up", {
        body: { email: uniqueEmail(), recaptcha_token: token },
      });
    expect((await preSignUp("automation-token-0123456789")).statusCode).toBe(200);
    expectError(await preSignUp("chorus-test-captcha"), 403, "captcha_failed");
  });
});
