import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "chorus-config-"));

describe("language model configuration", () => {
  it("has no remote model unless LLM_URL is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), LLM_API_KEY: "k", LLM_MODELS: "llama3.2" });
    expect(config.languageModels).toEqual({ remote: undefined, modelPath: undefined });
  });

  it("reads the remote server's URL, key and models", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LLM_URL: "http://localhost:11434/v1",
      LLM_API_KEY: "secret",
      LLM_MODELS: " llama3.2, qwen2.5:7b,,",
    });
    expect(config.languageModels.remote).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: "secret",
      models: ["llama3.2", "qwen2.5:7b"],
      prices: new Map(),
    });
  });

  it("asks for gpt-4o-mini when LLM_MODELS names no model", () => {
    for (const models of [undefined, "", " , "]) {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        LLM_URL: "https://api.openai.com/v1",
        LLM_MODELS: models,
      });
      expect(config.languageModels.remote?.models).toEqual(["gpt-4o-mini"]);
      expect(config.languageModels.remote?.apiKey).toBeUndefined();
    }
  });

  it("keeps LLM_MODEL_PATH as given", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), LLM_MODEL_PATH: " models/qwen2.5-0.5b.gguf " });
    expect(config.languageModels).toEqual({ remote: undefined, modelPath: "models/qwen2.5-0.5b.gguf" });
  });

  it("reads LLM_PRICES per model, in USD per million tokens", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LLM_URL: "https://api.openai.com/v1",
      LLM_MODELS: "gpt-4o-mini,gpt-4o",
      LLM_PRICES: "gpt-4o-mini=0.15/0.60, gpt-4o=2.5/10",
    });
    expect(config.languageModels.remote?.prices).toEqual(
      new Map([
        ["gpt-4o-mini", { inputUsdPerMillionTokens: 0.15, outputUsdPerMillionTokens: 0.6 }],
        ["gpt-4o", { inputUsdPerMillionTokens: 2.5, outputUsdPerMillionTokens: 10 }],
      ]),
    );
  });

  it("refuses a malformed LLM_PRICES and a price for a model LLM_MODELS does not list, naming each", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), LLM_URL: "http://localhost:11434/v1", ...env });
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
      return [];
    };
    expect(problems({ LLM_MODELS: "llama3", LLM_PRICES: "llama3=0.1" })).toEqual([
      'LLM_PRICES: "llama3=0.1" is not model=input/output (USD per million tokens, e.g. gpt-4o-mini=0.15/0.60) (got "llama3=0.1")',
    ]);
    expect(problems({ LLM_MODELS: "llama3", LLM_PRICES: "llama3=0/0,lama3=0.2/0.4" })).toEqual([
      "LLM_PRICES: prices lama3, which LLM_MODELS does not list",
    ]);
  });

  it("refuses an LLM_URL that is not an http(s) URL", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), LLM_URL: "localhost:11434" })).toThrow(ConfigError);
  });
});
