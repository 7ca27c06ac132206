import { html, SafeHtml } from "../../../html/safe-html.ts";

/**
 * One stylesheet for every hosted page: readable on a phone (one column) and a desktop (summary beside
 * the form), visible keyboard focus, sufficient contrast, no script and no outside resources (the
 * pages' Content-Security-Policy allows inline styles only).
 */
const styles = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#1b1f24;--muted:#59636e;--line:#d5dbe1;--bg:#f4f6f8;--card:#fff;--accent:#4b3fd6;--accent-ink:#fff;--danger:#b42318;--danger-bg:#fef3f2;--ok:#067647;--ok-bg:#ecfdf3;--warn-bg:#fff4cc;--warn-ink:#5c4500}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.test-banner{background:var(--warn-bg);color:var(--warn-ink);text-align:center;padding:.6rem 1rem;font-weight:600;border-bottom:1px solid #f0d98a}
main{max-width:960px;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{font-weight:700;font-size:1.1rem;margin:0 0 1.25rem;display:flex;align-items:center;gap:.5rem}
.brand-mark{display:inline-grid;place-items:center;width:1.75rem;height:1.75rem;border-radius:.5rem;background:var(--accent);color:var(--accent-ink);font-size:.9rem}
.grid{display:grid;gap:1.5rem}
@media (min-width:760px){.grid{grid-template-columns:1fr 1fr;align-items:start}}
.panel{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:0 0 .75rem}
.muted{color:var(--muted)}
.price{font-size:2rem;font-weight:700;margin:.5rem 0 0;line-height:1.2}
.price small{font-size:1rem;font-weight:400;color:var(--muted);white-space:nowrap}
.was{text-decoration:line-through;color:var(--muted);margin-right:.5rem;font-weight:400}
.discount{display:inline-block;background:var(--ok-bg);color:var(--ok);border-radius:.5rem;padding:.25rem .65rem;font-size:.9rem;font-weight:600;margin-top:.75rem}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0 0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;font-weight:600}
form{margin:0}
.field{margin-bottom:1rem}
.field label{display:block;font-weight:600;margin-bottom:.35rem}
.field input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #aeb7c1;border-radius:.5rem;background:#fff;color:var(--ink)}
.field input:focus{border-color:var(--accent)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.alert{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;font-weight:600}
.alert-error{background:var(--danger-bg);color:var(--danger);border:1px solid #f7c1bb}
.alert-ok{background:var(--ok-bg);color:var(--ok);border:1px solid #abefc6}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.25rem}
.button{display:inline-flex;align-items:center;justify-content:center;font:inherit;font-weight:600;padding:.7rem 1.25rem;border-radius:.5rem;border:1px solid transparent;cursor:pointer;text-decoration:none;min-height:2.75rem}
.button-primary{background:var(--accent);color:var(--accent-ink)}
.button-primary:hover{filter:brightness(1.1)}
.button-secondary{background:#fff;color:var(--ink);border-color:#aeb7c1}
.button-danger{background:#fff;color:var(--danger);border-color:#f0a9a1}
.button-wide{width:100%}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.5rem .4rem;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:600}
td.amount,th.amount{text-align:right;white-space:nowrap}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;background:#eef1f4;padding:.1rem .35rem;border-radius:.3rem;white-space:nowrap}
.status{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.85rem;font-weight:600;background:#eef1f4}
.status-paid,.status-active{background:var(--ok-bg);color:var(--ok)}
.status-open,.status-past_due{background:var(--danger-bg);color:var(--danger)}
details{margin-top:1.25rem}
summary{cursor:pointer;font-weight:600}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;

/** The document around every hosted page, with the test-mode banner no page may leave out. */
export function renderDocument(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Chorus test payments</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
<div class="test-banner" role="note">Chorus test payments — no real money moves</div>
<main>
<p class="brand"><span class="brand-mark" aria-hidden="true">C</span> Chorus test payments</p>
${body}
</main>
</body>
</html>`;
}
