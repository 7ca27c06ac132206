import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./load-config.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "chorus-config-"));

describe("captcha, rate-limit and proxy configuration", () => {
  it("defaults to the proof-of-work captcha with a generated, kept secret", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.captcha).toMatchObject({ provider: "altcha", difficulty: 5000 });
    const secret = config.captcha.provider === "altcha" ? config.captcha.secret : "";
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).captcha).toMatchObject({ secret });
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_SECRET: "s".repeat(40) }).captcha).toMatchObject({
      secret: "s".repeat(40),
    });
  });

  it("keeps an older data folder's token secret when it adds the captcha secret", () => {
    const dataDir = tempDir();
    const tokenSecret = "t".repeat(64);
    fs.writeFileSync(
      path.join(dataDir, "secrets.json"),
      JSON.stringify({ tokenSecret, testPaymentSecret: "p".repeat(64) }),
    );
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.tokens.secret).toBe(tokenSecret);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"))).toMatchObject({
      tokenSecret,
      captchaSecret: expect.stringMatching(/.{32,}/),
    });
  });

  it("offers the fixed test token only when asked for, and then requires it", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), CAPTCHA_PROVIDER: "test" })).toThrow(/CAPTCHA_TEST_TOKEN/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), CAPTCHA_PROVIDER: "test", CAPTCHA_TEST_TOKEN: "short" }),
    ).toThrow(/at least 16 characters/);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      CAPTCHA_PROVIDER: "test",
      CAPTCHA_TEST_TOKEN: "automation-token-0123",
    });
    expect(config.captcha).toEqual({ provider: "test", testToken: "automation-token-0123" });
  });

  it("has production rate limits by default and reads overrides", () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() }).abuse;
    expect(defaults.rateLimits).toEqual({
      signUpPerIp: 10,
      signUpPerEmail: 5,
      signInPerIp: 60,
      accountMailPerIp: 10,
      accountMailPerAddress: 3,
      codesPerIp: 30,
      codesPerAccount: 10,
      apiKeyPerMinute: 1200,
      captchaChallengesPerIp: 30,
    });
    expect(defaults.signInThrottle).toEqual({ failuresPerEmail: 50, failuresPerIp: 100 });
    const tuned = loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_API_KEY_PER_MINUTE: "6000" }).abuse;
    expect(tuned.rateLimits.apiKeyPerMinute).toBe(6000);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_SIGN_IN_PER_IP: "0" })).toThrow(
      /RATE_LIMIT_SIGN_IN_PER_IP/,
    );
  });

  it("reads TRUST_PROXY as off, on, a hop count or a list of proxies", () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).abuse
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("true")).toBe(true);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.1, 172.16.0.0/12,fd00::/8")).toEqual(["10.0.0.1", "172.16.0.0/12", "fd00::/8"]);
    expect(() => trust("10.0.0.1,proxy.local")).toThrow(/TRUST_PROXY: .*proxy\.local/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });
});
