/** Markup that is already safe (built by `html`); everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated value (names, URLs, codes all come from outside), so
 * a page cannot be made to run script. Nested `html` results and arrays of them pass through as markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** Links only to web addresses: a return URL is Chorus's, but a page never renders a `javascript:` link. */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : "about:blank";
}
