import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseRole } from "./load-config.ts";
import { loadOrCreateSecrets } from "./persisted-secrets.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "chorus-config-"));

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve(dataDir));
    expect(config.admin).toBeUndefined();
    expect(config.role).toBe("all");
  });

  it("reports every bad value at once with the variable and the value", () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: "70000",
        DATABASE_URL: "mysql://x",
        PUBLIC_URL: "not a url",
        CHORUS_ADMIN_EMAIL: "a@b.c",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain("PORT: ");
    expect(problems).toContain('(got "70000")');
    expect(problems).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(problems).toContain("PUBLIC_URL: must be an absolute http(s) URL");
    expect(problems).toContain("must be set together (missing CHORUS_ADMIN_PASSWORD, CHORUS_ADMIN_API_KEY)");
  });

  it("requires a reCAPTCHA secret when reCAPTCHA is chosen", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), CAPTCHA_PROVIDER: "recaptcha" })).toThrow(
      /RECAPTCHA_SECRET/,
    );
  });

  it("generates the token secret once and keeps it across restarts", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).tokens.secret;
    const second = loadConfig({ DATA_DIR: dataDir }).tokens.secret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dataDir).tokenSecret).toBe(first);
  });

  it("uses TOKEN_SECRET when set and rejects a short one", () => {
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), TOKEN_SECRET: secret }).tokens.secret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TOKEN_SECRET: "short" })).toThrow(
      /at least 32 characters/,
    );
  });

  it("generates the secrets' encryption key once, keeps it, and takes SECRETS_ENCRYPTION_KEY instead", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretsEncryptionKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretsEncryptionKey).toBe(first);
    expect(loadOrCreateSecrets(dataDir).secretsEncryptionKey).toBe(first);
    const configured = "k".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SECRETS_ENCRYPTION_KEY: configured }).secretsEncryptionKey).toBe(
      configured,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRETS_ENCRYPTION_KEY: "short" })).toThrow(
      /SECRETS_ENCRYPTION_KEY: must be at least 32 characters/,
    );
  });

  it("reads CHORUS_BILLING: on by default, off when asked, anything else refused", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).billing).toBe("on");
    expect(loadConfig({ DATA_DIR: tempDir(), CHORUS_BILLING: "off" }).billing).toBe("off");
    expect(loadConfig({ DATA_DIR: tempDir(), CHORUS_BILLING: "on" }).billing).toBe("on");
    expect(() => loadConfig({ DATA_DIR: tempDir(), CHORUS_BILLING: "false" })).toThrow(
      /CHORUS_BILLING: .*\(got "false"\)/,
    );
  });
});

describe("parseRole", () => {
  it("reads --role in both spellings and rejects unknown roles", () => {
    expect(parseRole([])).toBe("all");
    expect(parseRole(["--role", "worker"])).toBe("worker");
    expect(parseRole(["--role=api"])).toBe("api");
    expect(() => parseRole(["--role", "cron"])).toThrow(/must be one of api, worker, all/);
  });
});
