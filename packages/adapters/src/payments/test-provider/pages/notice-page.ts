import { html, type SafeHtml, safeHref } from "../../../html/safe-html.ts";
import { renderDocument } from "./layout.ts";

/** A page that only tells something (a finished or expired checkout, a dead link) and offers a way back. */
export function renderNoticePage(options: {
  title: string;
  message: string;
  link?: { href: string; label: string };
}): SafeHtml {
  return renderDocument(
    options.title,
    html`
<section class="panel" style="max-width:32rem;margin:0 auto" aria-labelledby="notice-title">
  <h1 id="notice-title">${options.title}</h1>
  <p>${options.message}</p>
  ${options.link ? html`<div class="actions"><a class="button button-primary" href="${safeHref(options.link.href)}">${options.link.label}</a></div>` : ""}
</section>`,
  );
}
