import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, webhookSignature } from "./webhook-signature.ts";

describe("a webhook delivery's signature", () => {
  it("is t=<unix seconds>,v0=<hex HMAC-SHA256 of '<t>.<body>'> under the webhook's secret", () => {
    const body = '{"type":"post_call_transcription","data":{"conversation_id":"c1"}}';
    const header = webhookSignature("wsec_test", body, 1_739_537_297);
    const expected = createHmac("sha256", "wsec_test").update(`1739537297.${body}`).digest("hex");
    expect(header).toBe(`t=1739537297,v0=${expected}`);
  });

  it("changes with the body, the time and the secret", () => {
    const header = webhookSignature("wsec_test", "{}", 100);
    expect(webhookSignature("wsec_test", "{} ", 100)).not.toBe(header);
    expect(webhookSignature("wsec_test", "{}", 101)).not.toBe(header);
    expect(webhookSignature("wsec_other", "{}", 100)).not.toBe(header);
  });

  it("uses secrets of 256 random bits", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^wsec_[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
