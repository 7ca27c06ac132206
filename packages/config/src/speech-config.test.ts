import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "chorus-config-"));

describe("speech configuration", () => {
  it("has no remote engine unless REMOTE_TTS_URL is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REMOTE_TTS_API_KEY: "k" }).speech.remote).toBeUndefined();
  });

  it("reads the remote engine's URL, key, model and voices", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REMOTE_TTS_URL: "http://tts.local:8880",
      REMOTE_TTS_API_KEY: "secret",
      REMOTE_TTS_VOICES: "alloy, nova,,",
    });
    expect(config.speech.remote).toEqual({
      baseUrl: "http://tts.local:8880",
      apiKey: "secret",
      model: "tts-1",
      voices: ["alloy", "nova"],
    });
  });

  it("refuses a REMOTE_TTS_URL that is not an http(s) URL", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), REMOTE_TTS_URL: "ftp://x" })).toThrow(ConfigError);
  });
});
