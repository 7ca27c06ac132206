import { createHash } from "node:crypto";
import { html, SafeHtml } from "@chorus/adapters/html";
import type { AgentWidgetView } from "@chorus/domain";

// Fixed markup of our own, not input: passed through as it is, and allowed by its hash (talkPagePolicy).
const css = `
body { margin: 0; min-height: 100vh; display: flex; justify-content: center; align-items: flex-start;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; background: #f7f7f5; }
main { width: min(560px, 100%); padding: 48px 16px; display: flex; flex-direction: column; gap: 16px; }
h1 { font-size: 28px; line-height: 1.2; margin: 0; overflow-wrap: anywhere; }
.lead { margin: 0; color: #46454d; white-space: pre-wrap; overflow-wrap: anywhere; }
chorus-convai { display: block; min-height: 180px; }
`;

/** The page's one style element, allowed by its hash: the page needs no 'unsafe-inline'. */
export const talkPageStyleHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

const page = (lang: string, title: string, body: SafeHtml) => html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(css)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * `/talk/{agent_id}`: the agent's name, its shareable-page text and the widget (full, in the page's
 * flow) holding the link's token. Everything from the agent goes through `html`, which escapes it.
 */
export function renderTalkPage(view: AgentWidgetView, shareableToken: string | undefined): string {
  const name = view.name || "Agent";
  const text = view.widget.shareable_page_text;
  return page(
    view.language,
    `${name} · Chorus`,
    html`<h1>${name}</h1>
${text ? html`<p class="lead">${text}</p>` : ""}
<chorus-convai agent-id="${view.agentId}"${shareableToken ? html` shareable-token="${shareableToken}"` : ""} variant="full" inline shareable-page></chorus-convai>
<noscript><p>Talking to this agent needs JavaScript.</p></noscript>
<script src="/convai-widget/embed.js" async></script>`,
  ).toString();
}

/** The answer for an unknown agent, or a private one without its link's token (the same page). */
export function renderMissingAgentPage(): string {
  return page(
    "en",
    "Agent not found · Chorus",
    html`<h1>Agent not found</h1>
<p class="lead">This link does not lead to an agent you can talk to. It may be mistyped, or the agent was removed or made private.</p>`,
  ).toString();
}
