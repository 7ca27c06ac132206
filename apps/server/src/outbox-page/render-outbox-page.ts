import { html, SafeHtml, safeHref } from "@chorus/adapters/html";
import type { OutboxRecord } from "@chorus/domain";

const links = /https?:\/\/[^\s<>"']+/g;

/** The message's text, escaped, with its http(s) links made clickable. */
function bodyHtml(text: string): (string | SafeHtml)[] {
  const parts: (string | SafeHtml)[] = [];
  let at = 0;
  for (const match of text.matchAll(links)) {
    parts.push(
      text.slice(at, match.index),
      html`<a href="${safeHref(match[0])}" rel="noreferrer">${match[0]}</a>`,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

function messageHtml(message: OutboxRecord): SafeHtml {
  const kind = message.channel === "sms" ? "Text message" : "Email";
  const sentAt = message.createdAt.toISOString();
  return html`<article>
  <header>
    <h2>${message.subject || "(no subject)"}</h2>
    <p>${kind} to <strong>${message.recipient}</strong> · <time datetime="${sentAt}">${sentAt.replace("T", " ").slice(0, 19)} UTC</time></p>
  </header>
  <pre>${bodyHtml(message.body)}</pre>
</article>`;
}

// Fixed markup of our own, not input: passed through as it is.
const styles = new SafeHtml(`
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #18181b; background: #f7f7f5; }
h1 { font-size: 24px; margin: 0 0 4px; }
.lead { color: #5f5e66; margin: 0 0 24px; }
article { background: #fff; border: 1px solid #e4e3de; border-radius: 12px; padding: 16px 20px; margin-bottom: 16px; }
article h2 { font-size: 16px; margin: 0; }
article header p { margin: 2px 0 12px; color: #5f5e66; font-size: 13px; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
a { color: #4533c2; }
`);

/**
 * The outbox page: the newest mail and texts (links clickable) as a plain HTML page for the operator
 * of a Chorus without SMTP. English only, like the operator commands: it is not part of the app.
 * Everything from a message goes through `html`, which escapes it.
 */
export function renderOutboxPage(messages: OutboxRecord[], shown: number): string {
  const list = messages.length
    ? messages.map(messageHtml)
    : html`<p>No mail yet. Sign-up confirmations, invitations and password resets will appear here.</p>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox · Chorus</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Mail outbox</h1>
<p class="lead">No SMTP server is set up (SMTP_URL), so Chorus keeps its mail here instead of sending it. The newest ${shown}, newest first; this page opens only on the machine Chorus runs on.</p>
${list}
</main>
</body>
</html>`.value;
}
