import { describe, expect, it } from "vitest";
import { readHtml } from "./read-html.ts";

describe("readHtml", () => {
  it("keeps a page's reading text and drops scripts, styles, navigation, header, footer, aside, forms", () => {
    const page = `<!DOCTYPE html>
<html lang="en"><head>
  <meta charset="utf-8"><title>  Opening   hours &amp; prices </title>
  <style>body { color: red }</style><script>var tracking = "secret";</script>
</head><body>
  <header><a href="/">Home</a> | <a href="/shop">Shop</a></header>
  <nav><ul><li>Menu one</li><li>Menu two</li></ul></nav>
  <main>
    <h1>Visiting   the museum</h1>
    <p>We open at <b>9&nbsp;am</b>
       and close at 5&#160;pm &mdash; every day but Monday.</p>
    <ul><li>Adults: &euro;12</li><li>Children: free<ul><li>under 6 only</li></ul></li></ul>
    <table><tr><th>Day</th><th>Hours</th></tr><tr><td>Tuesday</td><td>9&ndash;17</td></tr></table>
    <p hidden>A hidden note.</p>
    <noscript>Turn on JavaScript.</noscript><template><p>Template text.</p></template>
    <form><label>Email <input name="email"></label><button>Subscribe</button></form>
    <aside>Related: the gift shop.</aside>
    <pre>line one
  line two</pre>
  </main>
  <footer>© Museum 2024</footer>
  <script>document.write("late script")</script>
</body></html>`;
    const { text, title } = readHtml(page);
    expect(title).toBe("Opening hours & prices");
    expect(text).toBe(
      [
        "Visiting the museum",
        "",
        "We open at 9 am and close at 5 pm — every day but Monday.",
        "",
        "Adults: €12",
        "Children: free",
        "under 6 only",
        "",
        "Day Hours",
        "Tuesday 9–17",
        "",
        "line one",
        "line two",
      ].join("\n"),
    );
    for (const noise of [
      "secret",
      "Menu",
      "Home",
      "Shop",
      "Subscribe",
      "gift shop",
      "Museum 2024",
      "late script",
    ])
      expect(text).not.toContain(noise);
    for (const hidden of ["hidden note", "JavaScript", "Template text"]) expect(text).not.toContain(hidden);
  });

  it("reads XHTML with self-closing tags and a page without a title", () => {
    const { text, title } = readHtml(
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title/></head>` +
        `<body><p>First<br/>second</p><div/><p>Third</p></body></html>`,
    );
    expect(title).toBeUndefined();
    expect(text).toBe("First\nsecond\n\nThird");
  });

  it("closes what the page leaves open", () => {
    expect(readHtml("<p>One<p>Two<nav>Skip me<p>still nav").text).toBe("One\n\nTwo");
  });

  it("lists the page's link targets as written, navigation's included, for a crawl to follow", () => {
    const page =
      '<nav><a href="/guide">Guide</a></nav><p>See <a href="faq?x=1&amp;y=2">the FAQ</a> or <a>nothing</a>.</p>';
    expect(readHtml(page).links).toEqual(["/guide", "faq?x=1&y=2"]);
  });
});
