import type { UiLocale } from "@chorus/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { initialLocale, persistLocale } from "./locale.ts";
import { deDE } from "./locales/de-DE.ts";
import { enUS } from "./locales/en-US.ts";
import { esES } from "./locales/es-ES.ts";
import { frFR } from "./locales/fr-FR.ts";
import { hiIN } from "./locales/hi-IN.ts";
import { jaJP } from "./locales/ja-JP.ts";
import { plPL } from "./locales/pl-PL.ts";
import { ptPT } from "./locales/pt-PT.ts";
import { svSE } from "./locales/sv-SE.ts";

/**
 * The app's i18next instance. English is complete; every other language falls back to English
 * key by key, so a missing translation shows English rather than a key.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    "en-US": { translation: enUS },
    "de-DE": { translation: deDE },
    "es-ES": { translation: esES },
    "fr-FR": { translation: frFR },
    "hi-IN": { translation: hiIN },
    "ja-JP": { translation: jaJP },
    "pl-PL": { translation: plPL },
    "pt-PT": { translation: ptPT },
    "sv-SE": { translation: svSE },
  },
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

export function currentUiLocale(): UiLocale {
  return i18n.language as UiLocale;
}
