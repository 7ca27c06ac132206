import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, latestMessage, linkCode, signUpOverHttp } from "./support.ts";

describe.each(databaseKinds)("verification email resend and product-update opt-out on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const resend = (email: string) =>
    server.request("POST", "/v1/user/send-verification-email", { body: { email } });

  it("resends only after 5 minutes, and the new link replaces the old one", async () => {
    const { email } = await signUpOverHttp(server);
    const firstCode = linkCode((await latestMessage(server, email)).body, "verifyEmail");
    expectError(await resend(email), 429, "resend_too_soon", messages.verificationEmailTooSoon);
    server.clock.advanceMinutes(4);
    expectError(await resend(email), 429, "resend_too_soon");
    server.clock.advanceMinutes(2);
    const ok = await resend(email);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });
    const secondCode = linkCode((await latestMessage(server, email)).body, "verifyEmail");
    expect(secondCode).not.toBe(firstCode);
    const stale = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: firstCode } });
    expectError(stale, 400, "invalid_code", messages.invalidLink);
    const fresh = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: secondCode } });
    expect(fresh.statusCode).toBe(200);
  });

  it("answers ok without sending for unknown and already verified addresses", async () => {
    const unknown = uniqueEmail("nobody");
    expect((await resend(unknown)).json()).toEqual({ status: "ok" });
    expect(await server.ports.store.outbox.list({ recipient: unknown, limit: 5 })).toHaveLength(0);
    const verified = await createTestAccount(server);
    expect((await resend(verified.user.email)).statusCode).toBe(200);
    expect(await server.ports.store.outbox.list({ recipient: verified.user.email, limit: 5 })).toHaveLength(
      0,
    );
  });

  it("expires a verification link after 24 hours", async () => {
    const { email } = await signUpOverHttp(server);
    const code = linkCode((await latestMessage(server, email)).body, "verifyEmail");
    server.clock.advanceMinutes(24 * 60 + 1);
    const late = await server.request("POST", "/v1/auth/verify-email", { body: { oob_code: code } });
    expectError(late, 400, "invalid_code", messages.invalidLink);
  });

  it("opts out of product updates with the link from the mail, once", async () => {
    const { email, tokens } = await signUpOverHttp(server);
    const code = linkCode((await latestMessage(server, email)).body, "optOutOfUpdates");
    const before = (await server.request("GET", "/v1/user", { token: tokens.access_token })).json();
    expect(before.agrees_to_product_updates).toBe(true);
    const optOut = await server.request("POST", "/v1/auth/opt-out-of-updates", { body: { oob_code: code } });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toEqual({ status: "ok" });
    const after = (await server.request("GET", "/v1/user", { token: tokens.access_token })).json();
    expect(after.agrees_to_product_updates).toBe(false);
    const twice = await server.request("POST", "/v1/auth/opt-out-of-updates", { body: { oob_code: code } });
    expectError(twice, 400, "invalid_code", messages.invalidLink);
    // A verification code is not an opt-out code.
    const verifyCode = linkCode((await latestMessage(server, email)).body, "verifyEmail");
    const wrongKind = await server.request("POST", "/v1/auth/opt-out-of-updates", {
      body: { oob_code: verifyCode },
    });
    expectError(wrongKind, 400, "invalid_code");
  });
});
