import { InitiationWebhookError, isPublicAddress } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { httpsInitiationWebhookCaller } from "./https-initiation-webhook-caller.ts";

const request = (url: string) => ({
  url: new URL(url),
  headers: {},
  body: "{}",
  timeoutMs: 2_000,
  maxResponseBytes: 1_000,
  allowAddress: isPublicAddress,
});

describe("https conversation-initiation webhook caller", () => {
  const caller = httpsInitiationWebhookCaller();

  it("refuses plain http, an inside IP in the URL, and a name that resolves inside, before connecting", async () => {
    await expect(caller.post(request("http://hooks.example.com/start"))).rejects.toThrow(
      new InitiationWebhookError("only https webhooks are called"),
    );
    await expect(caller.post(request("https://127.0.0.1:9/start"))).rejects.toThrow(
      "127.0.0.1 is a private or loopback address",
    );
    await expect(caller.post(request("https://[::1]:9/start"))).rejects.toThrow(
      "is a private or loopback address",
    );
    await expect(caller.post(request("https://localhost:9/start"))).rejects.toThrow(
      "localhost resolves to a private or loopback address",
    );
  });
});
