/** What a hosted page's route sends: an HTML page, or a 303 redirect after a form. */
export type PageResponse =
  | { kind: "html"; statusCode: number; html: string }
  | { kind: "redirect"; location: string };

/** A url-encoded form body as the server parsed it. */
export type FormFields = Readonly<Record<string, unknown>>;

export const htmlPage = (html: { toString(): string }, statusCode = 200): PageResponse => ({
  kind: "html",
  statusCode,
  html: html.toString(),
});

export const redirectTo = (location: string): PageResponse => ({ kind: "redirect", location });
