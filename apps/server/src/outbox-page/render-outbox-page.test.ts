import type { OutboxRecord } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { renderOutboxPage } from "./render-outbox-page.ts";

const message = (body: string, subject = "Verify your email"): OutboxRecord => ({
  id: "m1",
  channel: "email",
  recipient: "ada@example.com",
  subject,
  body,
  html: null,
  createdAt: new Date("2026-11-27T16:00:00Z"),
  deliveredAt: null,
  error: null,
});

describe("the outbox page", () => {
  it("shows each message with its links clickable", () => {
    const page = renderOutboxPage(
      [message("Open this link:\nhttp://localhost:3000/app/action?mode=verifyEmail&oobCode=abc\nThanks")],
      50,
    );
    expect(page).toContain("<h2>Verify your email</h2>");
    expect(page).toContain("ada@example.com");
    expect(page).toContain("2026-11-27 16:00:00 UTC");
    expect(page).toContain(
      '<a href="http://localhost:3000/app/action?mode=verifyEmail&amp;oobCode=abc" rel="noreferrer">',
    );
  });

  it("escapes what people wrote, so a name in an invitation cannot become markup", () => {
    const page = renderOutboxPage([message('<script>alert("x")</script> invited you', "<b>Hi</b>")], 50);
    expect(page).not.toContain("<script>alert");
    expect(page).not.toContain("<b>Hi</b>");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; invited you");
  });

  it("says so when there is no mail yet", () => {
    expect(renderOutboxPage([], 50)).toContain("No mail yet.");
  });
});
