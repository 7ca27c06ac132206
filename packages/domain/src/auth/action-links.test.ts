import { describe, expect, it } from "vitest";
import { actionLink } from "./action-links.ts";

describe("actionLink", () => {
  it("builds the web app's action page link with an encoded code and the language", () => {
    const link = actionLink({ publicUrl: "https://voice.example" }, "resetPassword", "a+b/c", {
      lang: "de-DE",
    });
    expect(link).toBe("https://voice.example/app/action?mode=resetPassword&oobCode=a%2Bb%2Fc&lang=de-DE");
    expect(new URL(link).searchParams.get("oobCode")).toBe("a+b/c");
  });

  it("defaults the language to en and carries isReverting for email recovery", () => {
    expect(actionLink({ publicUrl: "http://x" }, "recoverEmail", "code", { isReverting: true })).toBe(
      "http://x/app/action?mode=recoverEmail&oobCode=code&isReverting=true&lang=en",
    );
  });
});
