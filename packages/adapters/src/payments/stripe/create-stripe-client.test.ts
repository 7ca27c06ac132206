import { describe, expect, it } from "vitest";
import { stripeApiAddressFromUrl } from "./create-stripe-client.ts";

describe("stripeApiAddressFromUrl", () => {
  it("reads STRIPE_API_URL into the client's host, port and protocol", () => {
    expect(stripeApiAddressFromUrl("http://127.0.0.1:12111")).toEqual({
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
    expect(stripeApiAddressFromUrl("https://stripe.internal/")).toEqual({
      host: "stripe.internal",
      port: 443,
      protocol: "https",
    });
  });
});
