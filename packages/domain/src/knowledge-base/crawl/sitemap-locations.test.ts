import { describe, expect, it } from "vitest";
import { sitemapLocations } from "./sitemap-locations.ts";

describe("sitemapLocations", () => {
  it("reads each <loc>, with a namespace prefix or not, entities decoded and spaces trimmed", () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://a.example/one?x=1&amp;y=2 </loc><lastmod>2024-01-01</lastmod></url>
      <url><sm:loc>https://a.example/two</sm:loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(["https://a.example/one?x=1&y=2", "https://a.example/two"]);
  });

  it("stops at the per-page bound", () => {
    const xml = "<loc>https://a.example/p</loc>".repeat(1_500);
    expect(sitemapLocations(xml)).toHaveLength(1_000);
  });
});
