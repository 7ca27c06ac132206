import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 15 finding 5: rate limits with the production defaults (README, configuration), each
 * answered 429 in the ElevenLabs shape with Retry-After. Every test uses its own client
 * addresses, so the limits of one test never touch another's.
 */
describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { limits: "production" });
  });
  afterAll(async () => server?.close());

  type Send = () => Promise<LightMyRequestResponse>;

  function expectRateLimited(response: LightMyRequestResponse, message: string, windowSeconds: number) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ detail: { status: "rate_limit_exceeded", message } });
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  /**
   * Sends `allowed` requests (none refused for the rate), `inParallel` at a time, then one more,
   * which must be refused.
   */
  async function exhaust(
    allowed: number,
    send: Send,
    message: string,
    windowSeconds: number,
    inParallel = 1,
  ) {
    for (let sent = 0; sent < allowed; sent += inParallel) {
      const batch = await Promise.all(Array.from({ length: Math.min(inParallel, allowed - sent) }, send));
      for (const response of batch) expect(response.statusCode, response.body).not.toBe(429);
    }
    const refused = await send();
    expectRateLimited(refused, message, windowSeconds);
    return refused;
  }

  let addressCounter = 0;
  /** A fresh client address (the benchmarking range 198.18.0.0/15), so each limit starts from zero. */
  const freshAddress = () => {
    addressCounter += 1;
    return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  const post = (url: string, body: unknown, remoteAddress: string, token?: string) =>
    server.request("POST", url, { body, remoteAddress, token });

  describe("sign-up", () => {
    it("allows 10 sign-ups and pre-sign-up checks per address an hour", async () => {
      const address = freshAddress();
      let i = 0;
      // Both operations share one counter; the captcha is not even looked at once the limit is reached.
      const send: Send = () =>
        ++i % 2
          ? post("/v1/user/pre-sign-up", { email: uniqueEmail(), recaptcha_token: "unsolved" }, address)
          : post(
              "/v1/auth/sign-up",
              { email: uniqueEmail(), password: "a long password", recaptcha_token: "unsolved" },
              address,
            );
      await exhaust(10, send, messages.tooManyRequests, 3600);
      server.clock.advanceMinutes(61);
      expect((await send()).statusCode).toBe(403);
    });

    it("allows 5 per email address an hour, from any address", async () => {
      const email = uniqueEmail("popular");
      await exhaust(
        5,
        () => post("/v1/user/pre-sign-up", { email, recaptcha_token: "unsolved" }, freshAddress()),
        messages.tooManyRequests,
        3600,
      );
    });
  });

  it("allows 60 sign-in requests per address in 15 minutes", async () => {
    const address = freshAddress();
    const send: Send = () => post("/v1/auth/sign-in", { email: uniqueEmail(), password: "wrong" }, address);
    await exhaust(60, send, messages.tooManyRequests, 900, 10);
    server.clock.advanceMinutes(15);
    expect((await send()).statusCode).toBe(401);
  });

  describe("account mails", () => {
    it("sends at most 3 password-reset mails to an address an hour (the 30-in-1.6-s finding)", async () => {
      const account = await createTestAccount(server);
      const sent = async () =>
        (await server.ports.store.outbox.list({ recipient: account.user.email, limit: 100 })).length;
      await exhaust(
        3,
        () => post("/v1/user/send-password-reset-email", { email: account.user.email }, freshAddress()),
        messages.tooManyRequests,
        3600,
      );
      expect(await sent()).toBe(3);
    });

    it("allows 10 account mails per address an hour, across recipients and kinds", async () => {
      const address = freshAddress();
      let i = 0;
      const send: Send = () =>
        post(
          ++i % 2 ? "/v1/user/send-password-reset-email" : "/v1/user/send-verification-email",
          { email: uniqueEmail() },
          address,
        );
      await exhaust(10, send, messages.tooManyRequests, 3600);
    });

    it("resends verification mail at most 3 times per address an hour", async () => {
      const email = uniqueEmail("unverified");
      await exhaust(
        3,
        () => post("/v1/user/send-verification-email", { email }, freshAddress()),
        messages.tooManyRequests,
        3600,
      );
    });

    it("asks for an email change at most 3 times per person an hour", async () => {
      const account = await createTestAccount(server);
      await exhaust(
        3,
        () =>
          post(
            "/v1/user/email-change",
            { new_email: uniqueEmail(), password: "not the password" },
            freshAddress(),
            account.accessToken,
          ),
        messages.tooManyRequests,
        3600,
      );
    });
  });

  describe("one-time codes", () => {
    it("allows 30 code checks per address in 15 minutes, with the spec's too-many-attempts text", async () => {
      const address = freshAddress();
      let i = 0;
      await exhaust(
        30,
        () => post("/v1/auth/verify-email", { oob_code: `made-up-${++i}` }, address),
        messages.tooManyAttempts,
        900,
      );
    });

    // Each check is limited per account, or per challenge (link, MFA token, verification) before
    // sign-in; each case gets its own account and challenge, since a person's checks share a count.
    type Case = (id: string, account: TestAccount) => Send;
    const perAccount: [string, Case][] = [
      [
        "MFA sign-in codes, per challenge",
        (id) => () =>
          post("/v1/auth/sign-in/mfa", { mfa_token: id, method: "totp", code: "123456" }, freshAddress()),
      ],
      [
        "texted sign-in codes, per challenge",
        (id) => () => post("/v1/auth/sign-in/mfa/send-sms", { mfa_token: id }, freshAddress()),
      ],
      [
        "new-device codes, per verification",
        (id) => () =>
          post("/v1/auth/verify-sign-in", { verification_id: id, code: "123456" }, freshAddress()),
      ],
      [
        "email verification links, per link",
        (id) => () => post("/v1/auth/verify-email", { oob_code: id }, freshAddress()),
      ],
      [
        "password-reset links, per link",
        (id) => () =>
          post(
            "/v1/auth/reset-password",
            { oob_code: id, new_password: "a new password", new_password_repeat: "a new password" },
            freshAddress(),
          ),
      ],
      [
        "email-change links, per link",
        (id) => () =>
          server.request("PUT", `/v1/user/email?verification_code=${id}`, { remoteAddress: freshAddress() }),
      ],
      [
        "phone enrolment texts, per person",
        (_id, account) => () => {
          // A phone gets one text per 30 seconds anyway (the domain's rule, its own 429).
          server.clock.advance(31_000);
          return post(
            "/v1/user/mfa/sms/enroll",
            { phone_number: "+15555550123" },
            freshAddress(),
            account.accessToken,
          );
        },
      ],
      [
        "authenticator activation codes, per person",
        (_id, account) => () =>
          post("/v1/user/mfa/totp/activate", { code: "123456" }, freshAddress(), account.accessToken),
      ],
      [
        "texted activation codes, per person",
        (_id, account) => () =>
          post("/v1/user/mfa/sms/activate", { code: "123456" }, freshAddress(), account.accessToken),
      ],
      [
        "re-authentication, per person",
        (_id, account) => () =>
          post("/v1/auth/reauthenticate", { password: "not it" }, freshAddress(), account.accessToken),
      ],
    ];
    it.each(perAccount)("allows 10 %s in 15 minutes", async (name, sender) => {
      const account = await createTestAccount(server);
      await exhaust(10, sender(`challenge-${name}-${Date.now()}`, account), messages.tooManyAttempts, 900);
    });
  });

  it("allows 30 captcha challenges per address a minute", async () => {
    const address = freshAddress();
    await exhaust(
      30,
      () => server.request("GET", "/v1/auth/captcha-challenge", { remoteAddress: address }),
      messages.tooManyRequests,
      60,
    );
  });

  it("allows 1,200 requests per API key a minute, before the key is even looked up", async () => {
    const key = "sk_not_a_real_key_0123456789";
    const send: Send = () => server.request("GET", "/v1/user", { apiKey: key });
    await exhaust(1200, send, messages.tooManyRequests, 60, 50);
    // Another key, or the same key in the next minute, is not affected.
    expect((await server.request("GET", "/v1/user", { apiKey: `${key}x` })).statusCode).toBe(401);
    server.clock.advanceMinutes(1);
    expect((await send()).statusCode).toBe(401);
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))(
  "rate limits shared by two servers on one PostgreSQL database",
  () => {
    let first: TestServer;
    let second: TestServer;
    beforeAll(async () => {
      first = await startTestServer("postgres", {}, { limits: "production" });
      second = await startTestServer(
        "postgres",
        {},
        { limits: "production", databaseUrl: first.config.databaseUrl },
      );
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("counts a client's requests to both together", async () => {
      const email = uniqueEmail("shared");
      const ask = (server: TestServer) =>
        server.request("POST", "/v1/user/send-password-reset-email", { body: { email } });
      expect((await ask(first)).statusCode).toBe(200);
      expect((await ask(second)).statusCode).toBe(200);
      expect((await ask(first)).statusCode).toBe(200);
      const refused = await ask(second);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail.status).toBe("rate_limit_exceeded");
    });
  },
);
