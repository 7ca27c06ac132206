import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-allow-list.ts";

const origin = "https://chorus.example";

describe("safeRedirectPath (spec 000 §2)", () => {
  it.each([
    ["/history", "/history"],
    ["/app/subscription?manage-subscription=true", "/app/subscription?manage-subscription=true"],
    ["/v1/dubs/abc123", "/v1/dubs/abc123"],
    ["/v1/projects/p_1", "/v1/projects/p_1"],
    ["/sound-effects/thunder-roll", "/sound-effects/thunder-roll"],
    ["/app/studio/xyz", "/app/studio/xyz"],
    ["https://chorus.example/speech-synthesis", "/speech-synthesis"],
    ["/app/settings/api-keys", "/app/settings/api-keys"],
  ])("honours the allow-listed same-origin target %s", (target, expected) => {
    expect(safeRedirectPath(target, origin)).toBe(expected);
  });

  it.each([
    "https://evil.example/history",
    "//evil.example/history",
    "/\\evil.example",
    "javascript:alert(1)",
    "/admin",
    "/app/not-a-route",
    "/v1/dubs/a/b",
    "",
  ])("refuses %s", (target) => {
    expect(safeRedirectPath(target, origin)).toBeNull();
  });
});
