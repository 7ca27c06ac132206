/** The nine interface languages (spec 000 §2, spec 001 §3). English is complete; others fall back per key. */
export const uiLocales = [
  "en-US",
  "de-DE",
  "es-ES",
  "fr-FR",
  "hi-IN",
  "ja-JP",
  "pl-PL",
  "pt-PT",
  "sv-SE",
] as const;
export type UiLocale = (typeof uiLocales)[number];
export const defaultUiLocale: UiLocale = "en-US";
