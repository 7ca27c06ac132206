import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { expectError } from "./support.ts";

/**
 * Issue 15 findings 3 and 9: failures are counted before the password is checked (so parallel
 * tries cannot all be checked), per typed email whether or not it has an account (no
 * enumeration), and per (email, client network) pair (a stranger cannot lock the owner out).
 * Production limits: every test signs in from its own documentation-range addresses.
 */
describe.each(databaseKinds)("sign-in throttling on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { limits: "production" });
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.restoreAllMocks());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    server.request("POST", "/v1/auth/sign-in", { body: { email, password }, remoteAddress });
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
  const count = (values: number[], value: number) => values.filter((v) => v === value).length;

  it("checks at most 5 of 30 parallel wrong passwords against the hash; the rest are refused", async () => {
    const account = await createTestAccount(server);
    const hashChecks = vi.spyOn(server.ports.passwords, "verify");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(account.user.email, `wrong ${i}`, "203.0.113.1")),
    );
    expect(hashChecks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(count(statuses(answers), 401)).toBe(5);
    expect(count(statuses(answers), 429)).toBe(25);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectError(refused, 429, "too_many_sign_in_attempts", messages.tooManySignInAttempts);
    }
  });

  it("does not sign in with the right password sent in the same burst once the block is reached", async () => {
    const account = await createTestAccount(server);
    const burst = [
      ...Array.from({ length: 29 }, (_, i) => signIn(account.user.email, `wrong ${i}`, "203.0.113.2")),
      signIn(account.user.email, account.password, "203.0.113.2"),
    ];
    const answers = await Promise.all(burst);
    expect(count(statuses(answers), 200)).toBe(0);
    expectError(answers[29]!, 429, "too_many_sign_in_attempts", messages.tooManySignInAttempts);
    // The pair stays blocked for 15 minutes after the fifth failure, then the password works.
    server.clock.advanceMinutes(16);
    expect((await signIn(account.user.email, account.password, "203.0.113.2")).statusCode).toBe(200);
  });

  it("answers a blocked unknown email exactly like a blocked account", async () => {
    const account = await createTestAccount(server);
    const unknown = uniqueEmail("nobody");
    for (let i = 0; i < 5; i++) {
      expectError(await signIn(account.user.email, `wrong ${i}`, "203.0.113.3"), 401, "invalid_credentials");
      expectError(await signIn(unknown, `wrong ${i}`, "203.0.113.3"), 401, "invalid_credentials");
    }
    const known = await signIn(account.user.email, account.password, "203.0.113.3");
    const nobody = await signIn(unknown, "anything at all", "203.0.113.3");
    expectError(known, 429, "too_many_sign_in_attempts", messages.tooManySignInAttempts);
    expect(nobody.statusCode).toBe(known.statusCode);
    expect(nobody.json()).toEqual(known.json());
  });

  it("lets the owner sign in from another network while a stranger's network is blocked", async () => {
    const account = await createTestAccount(server);
    for (let i = 0; i < 5; i++) {
      expectError(
        await signIn(account.user.email, `guess ${i}`, "198.51.100.66"),
        401,
        "invalid_credentials",
      );
    }
    expectError(
      await signIn(account.user.email, account.password, "198.51.100.66"),
      429,
      "too_many_sign_in_attempts",
    );
    const owner = await signIn(account.user.email, account.password, "203.0.113.4");
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().status).toBe("signed_in");
  });

  it("counts IPv6 clients by their /64 network", async () => {
    const account = await createTestAccount(server);
    for (let i = 0; i < 5; i++) {
      const address = `2001:db8:5:7::${i + 1}`;
      expectError(await signIn(account.user.email, `guess ${i}`, address), 401, "invalid_credentials");
    }
    expectError(
      await signIn(account.user.email, account.password, "2001:db8:5:7:ffff::1"),
      429,
      "too_many_sign_in_attempts",
    );
    expect((await signIn(account.user.email, account.password, "2001:db8:5:8::1")).statusCode).toBe(200);
  });

  it("stops distributed guessing at 50 failures per email an hour, from any network", async () => {
    const account = await createTestAccount(server);
    // Ten networks, five wrong passwords each: no pair is blocked, the email's ceiling is reached.
    for (let network = 0; network < 10; network++) {
      for (let i = 0; i < 5; i++) {
        const answer = await signIn(account.user.email, `guess ${network}.${i}`, `192.0.2.${10 + network}`);
        expectError(answer, 401, "invalid_credentials");
      }
    }
    expectError(
      await signIn(account.user.email, account.password, "192.0.2.99"),
      429,
      "too_many_sign_in_attempts",
    );
    server.clock.advanceMinutes(61);
    expect((await signIn(account.user.email, account.password, "192.0.2.99")).statusCode).toBe(200);
  });

  it("stops password spraying at 100 failures per network an hour, across emails", async () => {
    const account = await createTestAccount(server);
    // 60 sign-in requests per 15 minutes is the request limit of a network, so the spray is slow.
    for (let i = 0; i < 100; i++) {
      if (i > 0 && i % 50 === 0) server.clock.advanceMinutes(15);
      expectError(
        await signIn(uniqueEmail("spray"), "Summer2025!", "192.0.2.200"),
        401,
        "invalid_credentials",
      );
    }
    expectError(
      await signIn(account.user.email, account.password, "192.0.2.200"),
      429,
      "too_many_sign_in_attempts",
    );
    expect((await signIn(account.user.email, account.password, "192.0.2.201")).statusCode).toBe(200);
  });
});
