import type { UiLocale } from "@chorus/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { initialLocale, persistLocale } from "./locale.ts";
import { uiTranslations } from "./translations.ts";

/**
 * The app's i18next instance. Every language is complete (translations.test.ts); English stays the
 * fallback so a string added in a hurry shows English rather than its key.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(uiTranslations).map(([locale, translation]) => [locale, { translation }]),
  ),
  lng: initialLocale(),
  fallbackLng: "en-US",
  supportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** Switches the interface language and remembers it in this browser. */
export function setUiLocale(locale: UiLocale): void {
  persistLocale(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** Set by a page whose link names its language (an email's action link): the profile's does not replace it. */
let linkedLocale: UiLocale | null = null;

/** Shows this page in the language its link names, even for someone signed in with another profile language. */
export function showInLinkedLocale(locale: UiLocale): void {
  linkedLocale = locale;
  setUiLocale(locale);
}

/** Applies the signed-in person's profile language, unless this page was opened in a linked language. */
export function applyProfileUiLocale(locale: UiLocale): void {
  if (!linkedLocale) setUiLocale(locale);
}

export function currentUiLocale(): UiLocale {
  return i18n.language as UiLocale;
}
