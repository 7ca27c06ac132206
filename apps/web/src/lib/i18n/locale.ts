import { defaultUiLocale, type UiLocale, uiLocales } from "@chorus/contract";
import { readStored, removeStored, writeStored } from "../browser-storage.ts";

const storageKey = "chorus.locale";

/** Each language's own name, shown in the switcher whatever the current language is. */
export const localeNames: Record<UiLocale, string> = {
  "en-US": "English",
  "de-DE": "Deutsch",
  "es-ES": "Español",
  "fr-FR": "Français",
  "hi-IN": "हिन्दी",
  "ja-JP": "日本語",
  "pl-PL": "Polski",
  "pt-PT": "Português",
  "sv-SE": "Svenska",
};

/** Maps `de`, `de-AT`, `DE-de` or `de-DE` to a supported UI locale; null when none fits. */
export function matchUiLocale(tag: string | null | undefined): UiLocale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const exact = uiLocales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return uiLocales.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

export function storedLocale(): UiLocale | null {
  return matchUiLocale(readStored("local", storageKey) ?? null);
}

/** Without storage (private mode) the choice lasts for this page only. */
export function persistLocale(locale: UiLocale): void {
  writeStored("local", storageKey, locale);
}

/** The stored choice, else the browser's preferred languages, else English. */
export function initialLocale(): UiLocale {
  const stored = storedLocale();
  if (stored) return stored;
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const match = matchUiLocale(tag);
    if (match) return match;
  }
  return defaultUiLocale;
}

const pendingKey = "chorus.locale_chosen_signed_out";

/** A language picked before signing in: it is saved to the profile at the next sign-in instead of being overridden. */
/** Without storage the profile's language wins at sign-in. */
export function rememberSignedOutChoice(locale: UiLocale): void {
  writeStored("local", pendingKey, locale);
}

export function takeSignedOutChoice(): UiLocale | null {
  const choice = matchUiLocale(readStored("local", pendingKey) ?? null);
  removeStored("local", pendingKey);
  return choice;
}
