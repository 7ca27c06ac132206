import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, also when it arrives IPv4-mapped", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address as its /64 network, however it is written", () => {
    expect(clientNetwork("2001:db8:5:7::1")).toBe("2001:db8:5:7::/64");
    expect(clientNetwork("2001:0DB8:0005:0007:ffff:1:2:3")).toBe("2001:db8:5:7::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("2001:db8:5:8::1")).not.toBe(clientNetwork("2001:db8:5:7::1"));
  });

  it("names a missing address", () => {
    expect(clientNetwork(undefined)).toBe("unknown");
  });
});
