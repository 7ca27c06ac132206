import { html, type SafeHtml } from "../../../html/safe-html.ts";
import { renderDocument } from "./layout.ts";

/**
 * The extra confirmation step a 3-D Secure card asks for (the bank's page, in real life). `hidden`
 * carries what the next step needs; the buttons post `outcome=complete` or `outcome=fail`.
 */
export function renderAuthenticationPage(options: {
  action: string;
  description: string;
  hidden?: Record<string, string>;
}): SafeHtml {
  const hidden = Object.entries(options.hidden ?? {}).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return renderDocument(
    "Complete authentication",
    html`
<section class="panel" style="max-width:32rem;margin:0 auto" aria-labelledby="auth-title">
  <h1 id="auth-title">Complete authentication</h1>
  <p>Your bank asks you to confirm this: ${options.description}</p>
  <p class="muted">This test card always asks for this step. Choose what your bank would answer.</p>
  <form method="post" action="${options.action}">
    ${hidden}
    <div class="actions">
      <button type="submit" name="outcome" value="complete" class="button button-primary">Complete</button>
      <button type="submit" name="outcome" value="fail" class="button button-danger">Fail</button>
    </div>
  </form>
</section>`,
  );
}
