import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, latestMessage, linkCode, signInOverHttp, sixDigitCode } from "./support.ts";

describe.each(databaseKinds)(
  "new-device sign-in verification (SIGN_IN_VERIFICATION=new_device) on %s",
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { SIGN_IN_VERIFICATION: "new_device" });
    });
    afterAll(async () => server?.close());

    const verify = (body: Record<string, unknown>) =>
      server.request("POST", "/v1/auth/verify-sign-in", { body });

    it("verifies an unknown device by the emailed link, then remembers it", async () => {
      const account = await createTestAccount(server);
      const first = await signInOverHttp(server, account.user.email, account.password, "laptop-device-1");
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: "verification_required", verification_id: expect.any(String) });
      expect(first.cookies.find((c) => c.name === "chorus_refresh")).toBeUndefined();

      const mail = await latestMessage(server, account.user.email);
      expect(mail.body).toMatch(/\b\d{6}\b/);
      expect(mail.body).toContain("http://chorus.test/app/action?mode=verifySignInRequest&oobCode=");
      const code = linkCode(mail.body, "verifySignInRequest");
      const verified = await verify({ oob_code: code });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ status: "signed_in", user_id: account.user.id });
      expect(verified.cookies.find((c) => c.name === "chorus_refresh")).toBeDefined();
      expectError(await verify({ oob_code: code }), 400, "invalid_code", messages.invalidLink);

      const known = await signInOverHttp(server, account.user.email, account.password, "laptop-device-1");
      expect(known.json().status).toBe("signed_in");
      const other = await signInOverHttp(server, account.user.email, account.password, "phone-device-2");
      expect(other.json().status).toBe("verification_required");
      const none = await signInOverHttp(server, account.user.email, account.password);
      expect(none.json().status).toBe("verification_required");
    });

    it("verifies with the six-digit code and the verification id; five wrong codes burn it", async () => {
      const account = await createTestAccount(server);
      const started = await signInOverHttp(server, account.user.email, account.password, "tablet-device-3");
      const verificationId = started.json().verification_id;
      const code = sixDigitCode((await latestMessage(server, account.user.email)).body);
      const wrongCode = code === "000000" ? "111111" : "000000";
      expectError(
        await verify({ verification_id: verificationId, code: wrongCode }),
        400,
        "invalid_code",
        messages.codeIncorrect,
      );
      const ok = await verify({ verification_id: verificationId, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(
        (await signInOverHttp(server, account.user.email, account.password, "tablet-device-3")).json().status,
      ).toBe("signed_in");

      const again = await signInOverHttp(server, account.user.email, account.password, "tv-device-4");
      const id = again.json().verification_id;
      const right = sixDigitCode((await latestMessage(server, account.user.email)).body);
      const wrong = right === "000000" ? "111111" : "000000";
      for (let i = 0; i < 4; i++)
        expectError(await verify({ verification_id: id, code: wrong }), 400, "invalid_code");
      expectError(
        await verify({ verification_id: id, code: wrong }),
        429,
        "too_many_attempts",
        messages.tooManyAttempts,
      );
      expectError(
        await verify({ verification_id: id, code: right }),
        400,
        "invalid_code",
        messages.invalidLink,
      );
    });

    it("expires the verification after 15 minutes and refuses a body without a code", async () => {
      const account = await createTestAccount(server);
      await signInOverHttp(server, account.user.email, account.password, "old-device-5");
      const code = linkCode((await latestMessage(server, account.user.email)).body, "verifySignInRequest");
      server.clock.advanceMinutes(16);
      expectError(await verify({ oob_code: code }), 400, "invalid_code", messages.invalidLink);
      expect((await verify({})).statusCode).toBe(422);
    });
  },
);
