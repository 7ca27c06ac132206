import { loadConfig } from "@chorus/config";
import { describe, expect, it } from "vitest";
import { startupBanner } from "./startup-banner.ts";

describe("startupBanner", () => {
  it("tells a person where to open Chorus, where its data is and that mail prints here without SMTP", () => {
    const config = loadConfig({ DATA_DIR: "/srv/chorus", PUBLIC_URL: "http://localhost:3000" });
    const banner = startupBanner(config, "pglite");
    expect(banner).toContain("Open:");
    expect(banner).toContain("http://localhost:3000\n");
    expect(banner).toContain("http://localhost:3000/docs");
    expect(banner).toContain("/srv/chorus (embedded database)");
    expect(banner).toContain("each mail prints here");
    expect(banner).toContain("http://localhost:3000/outbox");
    expect(banner).not.toContain("{");
  });

  it("says mail goes through SMTP when it does, and names the test payment provider", () => {
    const config = loadConfig({
      DATA_DIR: "/srv/chorus",
      SMTP_URL: "smtp://mail.example.com:587",
      CHORUS_BILLING: "on",
    });
    const banner = startupBanner(config, "postgres");
    expect(banner).toContain("sent through SMTP");
    expect(banner).toContain("PostgreSQL database");
    expect(banner).toMatch(/Payments:\s+built-in test provider/);
  });
});
