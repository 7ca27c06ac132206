import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "chorus-config-"));

describe("transcription configuration", () => {
  it("has no remote transcription engine unless REMOTE_STT_URL is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).transcription.remote).toBeUndefined();
  });

  it("reads the remote engine's URL, key, model and languages", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REMOTE_STT_URL: "http://whisper.local:8000",
      REMOTE_STT_API_KEY: "secret",
      REMOTE_STT_LANGUAGES: "FR, de,,",
    });
    expect(config.transcription.remote).toEqual({
      baseUrl: "http://whisper.local:8000",
      apiKey: "secret",
      model: "whisper-1",
      languages: ["fr", "de"],
    });
  });

  it("refuses a REMOTE_STT_URL that is not an http(s) URL", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), REMOTE_STT_URL: "ftp://x" })).toThrow(ConfigError);
  });
});
