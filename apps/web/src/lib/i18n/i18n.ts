import type { UiLocale } from "@chorus/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { initialLocale, persistLocale } from "./locale.ts";
import { enUS } from "./locales/en-US.ts";

/**
 * Every language but English is a chunk of its own, loaded when someone chooses it: the nine
 * languages' strings together were about a megabyte of the script every page loads first.
 * (translations.ts has them all, for the completeness test.)
 */
const otherLocales: Record<Exclude<UiLocale, "en-US">, () => Promise<object>> = {
  "de-DE": () => import("./locales/de-DE.ts").then((module) => module.deDE),
  "es-ES": () => import("./locales/es-ES.ts").then((module) => module.esES),
  "fr-FR": () => import("./locales/fr-FR.ts").then((module) => module.frFR),
  "hi-IN": () => import("./locales/hi-IN.ts").then((module) => module.hiIN),
  "ja-JP": () => import("./locales/ja-JP.ts").then((module) => module.jaJP),
  "pl-PL": () => import("./locales/pl-PL.ts").then((module) => module.plPL),
  "pt-PT": () => import("./locales/pt-PT.ts").then((module) => module.ptPT),
  "sv-SE": () => import("./locales/sv-SE.ts").then((module) => module.svSE),
};

/**
 * The app's i18next instance. Every language is complete (translations.test.ts); English stays the
 * fallback so a string added in a hurry shows English rather than its key.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { "en-US": { translation: enUS } },
  lng: "en-US",
  fallbackLng: "en-US",
  supportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The language asked for last: a slower chunk of an earlier choice must not win over it. */
let wantedLocale: UiLocale = "en-US";

/**
 * Shows `locale` once its strings are here. A chunk that fails to load (the network dropped) leaves
 * the page in the language it has, and the next choice tries again.
 */
function showLocale(locale: UiLocale): Promise<void> {
  wantedLocale = locale;
  const load =
    locale === "en-US" || i18n.hasResourceBundle(locale, "translation")
      ? Promise.resolve()
      : otherLocales[locale]().then((strings) => {
          i18n.addResourceBundle(locale, "translation", strings);
        });
  return load.then(
    async () => {
      if (wantedLocale === locale && i18n.language !== locale) await i18n.changeLanguage(locale);
    },
    () => {},
  );
}

/** Settles when the first page's language is ready: main.tsx renders after it, so nobody sees English first. */
export const initialLocaleShown = showLocale(initialLocale());

document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** Switches the interface language and remembers it in this browser. */
export function setUiLocale(locale: UiLocale): void {
  persistLocale(locale);
  void showLocale(locale);
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
