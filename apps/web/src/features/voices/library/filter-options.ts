import { type LibraryVoice, speechLanguages, type Voice } from "@chorus/contract";
import type { SelectOption } from "../../../ui/SelectField.tsx";

/** "middle_aged" → "Middle aged": label values are lower-case words joined by _ or -. */
export const labelText = (value: string) => {
  const words = value.replaceAll("_", " ").replaceAll("-", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The speech languages, named in the interface language where the browser knows the name. */
export function languageOptions(locale: string): SelectOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "language" });
  } catch {
    names = null;
  }
  return Object.entries(speechLanguages)
    .map(([code, english]) => ({ value: code, label: names?.of(code) ?? english }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** A voice's language as a name ("en" → "English"). */
export function languageName(code: string | null | undefined, locale: string): string {
  if (!code) return "";
  const base = code.split(/[-_]/)[0]!;
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(base) ?? code;
  } catch {
    return speechLanguages[base as keyof typeof speechLanguages] ?? code;
  }
}

/**
 * The distinct values of one label, from the default voices and the library voices on screen,
 * so the accent and use-case filters offer what voices actually carry.
 */
export function labelOptions(
  defaults: readonly Voice[],
  shown: readonly LibraryVoice[],
  key: "accent" | "use_case",
  current: string,
): SelectOption[] {
  const values = new Set<string>();
  for (const voice of defaults) if (voice.labels?.[key]) values.add(voice.labels[key].toLowerCase());
  for (const voice of shown) if (voice[key]) values.add(voice[key].toLowerCase());
  if (current) values.add(current);
  return [...values].sort().map((value) => ({ value, label: labelText(value) }));
}
