/**
 * The widget's styles, adopted by its shadow root as a constructed style sheet (not a `<style>`
 * element, which a page's Content-Security-Policy without 'unsafe-inline' would block). Colours and
 * radii come from the agent's settings as custom properties set on the host through the CSSOM.
 */
export const widgetCss = `
:host {
  --bg: #ffffff; --text: #000000; --btn: #000000; --btn-text: #ffffff; --border: #e1e1e1;
  --focus: #000000; --radius: 16px; --btn-radius: 32px; --orb-1: #2792dc; --orb-2: #9ce6e6;
  position: fixed; z-index: 2147483000; display: block;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text);
}
:host([hidden]) { display: none; }
:host([data-placement="bottom-right"]) { bottom: 24px; right: 24px; }
:host([data-placement="bottom-left"]) { bottom: 24px; left: 24px; }
:host([data-placement="bottom"]) { bottom: 24px; left: 50%; transform: translateX(-50%); }
:host([data-placement="top-right"]) { top: 24px; right: 24px; }
:host([data-placement="top-left"]) { top: 24px; left: 24px; }
:host([data-placement="top"]) { top: 24px; left: 50%; transform: translateX(-50%); }
:host([inline]) { position: static; transform: none; z-index: auto; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.widget { display: flex; flex-direction: column; gap: 12px; align-items: flex-end; }
:host([data-placement$="left"]) .widget { align-items: flex-start; }
:host([data-placement="top"]) .widget, :host([data-placement="bottom"]) .widget { align-items: center; }
:host([data-placement^="top"]) .widget { flex-direction: column-reverse; }
:host([inline]) .widget { align-items: stretch; }
.panel {
  width: min(360px, calc(100vw - 32px)); max-height: min(560px, calc(100vh - 120px));
  display: flex; flex-direction: column; gap: 12px; padding: 16px;
  background: var(--bg); color: var(--text); border: 1px solid var(--border); border-radius: var(--radius);
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.12);
}
:host([inline]) .panel { width: 100%; max-height: none; box-shadow: none; }
.head { display: flex; align-items: center; gap: 12px; }
.avatar-slot { flex: none; display: flex; }
.avatar { display: block; width: 40px; height: 40px; border-radius: 50%; object-fit: cover; }
.orb { background: radial-gradient(circle at 30% 30%, var(--orb-2), var(--orb-1)); }
.connected .orb { animation: pulse 1.6s ease-in-out infinite; }
@keyframes pulse { 50% { transform: scale(1.08); } }
@media (prefers-reduced-motion: reduce) { .connected .orb { animation: none; } }
.title { margin: 0; font-weight: 600; }
.status { margin: 0; font-size: 13px; opacity: 0.8; }
.terms { display: flex; flex-direction: column; gap: 8px; }
.terms p { margin: 0; white-space: pre-wrap; }
.notice { margin: 0; padding: 8px 10px; border-radius: 8px; background: rgba(200, 30, 30, 0.08); }
.transcript {
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px;
  overflow-y: auto; min-height: 0; flex: 1 1 auto;
}
.transcript li { max-width: 85%; padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; word-break: break-word; }
.transcript .agent { align-self: flex-start; background: rgba(0, 0, 0, 0.06); }
.transcript .user { align-self: flex-end; background: var(--btn); color: var(--btn-text); }
.composer { display: flex; gap: 8px; }
.composer input {
  flex: 1; min-width: 0; padding: 8px 12px; font: inherit; color: var(--text); background: var(--bg);
  border: 1px solid var(--border); border-radius: var(--btn-radius);
}
.row { display: flex; flex-wrap: wrap; gap: 8px; }
button {
  font: inherit; font-weight: 500; cursor: pointer; padding: 8px 16px; min-height: 36px;
  color: var(--btn-text); background: var(--btn); border: 1px solid var(--btn); border-radius: var(--btn-radius);
}
button.secondary { color: var(--text); background: transparent; border-color: var(--border); }
button:disabled { opacity: 0.5; cursor: default; }
button:focus-visible, input:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.feedback { display: flex; gap: 4px; margin-top: 6px; }
.feedback button { min-height: 28px; padding: 4px 8px; line-height: 0; }
.transcript:not(.live) .feedback { display: none; }
.feedback button[aria-pressed="true"] { color: var(--btn-text); background: var(--btn); border-color: var(--btn); }
.dislike .thumb { transform: rotate(180deg); }
.thumb { vertical-align: -3px; }
.rating { display: flex; flex-direction: column; gap: 8px; }
.rating p { margin: 0; font-weight: 500; }
.rating button span { margin-left: 6px; }
.language { display: flex; align-items: center; gap: 8px; }
.language select {
  flex: 1; min-width: 0; min-height: 36px; padding: 6px 10px; font: inherit; color: var(--text);
  background: var(--bg); border: 1px solid var(--border); border-radius: 8px;
}
select:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.launcher {
  display: flex; align-items: center; gap: 10px; padding: 6px 16px 6px 6px; min-height: 52px;
  color: var(--text); background: var(--bg); border: 1px solid var(--border);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
}
.launcher .avatar { width: 40px; height: 40px; }
.banner { margin: 0; font-size: 11px; opacity: 0.6; text-align: center; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;
