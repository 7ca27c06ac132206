import { defaultUiLocale, type UiLocale, uiLocales } from "@chorus/contract";

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
  try {
    return matchUiLocale(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

export function persistLocale(locale: UiLocale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
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
export function rememberSignedOutChoice(locale: UiLocale): void {
  try {
    localStorage.setItem(pendingKey, locale);
  } catch {
    // storage unavailable: the profile's language wins at sign-in
  }
}

export function takeSignedOutChoice(): UiLocale | null {
  try {
    const choice = matchUiLocale(localStorage.getItem(pendingKey));
    localStorage.removeItem(pendingKey);
    return choice;
  } catch {
    return null;
  }
}
