import { describe, expect, it } from "vitest";
import { enUS } from "./locales/en-US.ts";
import { uiTranslations } from "./translations.ts";

/** Every string of a translation by its dotted key. */
function flatten(tree: object, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else flatten(value as object, path, into);
  }
  return into;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}|<\/?(\d+|[a-z]+)>/g)].map((m) => m[0]).sort();

const english = flatten(enUS);
const englishPlain = [...english.keys()].filter((key) => !pluralSuffix.test(key));
const englishPluralBases = [
  ...new Set(
    [...english.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, "")),
  ),
];

describe.each(Object.entries(uiTranslations).filter(([locale]) => locale !== "en-US"))(
  "the %s translation",
  (locale, translation) => {
    const strings = flatten(translation);

    it("has every English string, none empty", () => {
      const missing = englishPlain.filter((key) => !strings.get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it("has every plural in each of the language's plural categories", () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const missing = englishPluralBases.flatMap((base) =>
        categories
          .filter((category) => !strings.get(`${base}_${category}`)?.trim())
          .map((category) => `${base}_${category}`),
      );
      expect(missing).toEqual([]);
    });

    it("has no key English does not have", () => {
      const extra = [...strings.keys()].filter((key) =>
        pluralSuffix.test(key)
          ? !englishPluralBases.includes(key.replace(pluralSuffix, ""))
          : !english.has(key),
      );
      expect(extra).toEqual([]);
    });

    it("keeps every placeholder and tag of the English text", () => {
      const wrong = [...strings].filter(([key, text]) => {
        const source = english.get(key) ?? english.get(key.replace(pluralSuffix, "_other"));
        // A plural form may leave out {{count}} ("one file" rather than "1 file").
        const expected = placeholders(source ?? "").filter(
          (p) => !(pluralSuffix.test(key) && p === "{{count}}"),
        );
        const actual = placeholders(text).filter((p) => !(pluralSuffix.test(key) && p === "{{count}}"));
        return expected.join() !== actual.join();
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it("is translated, not copied: sentences identical to English are rare", () => {
      const sentences = englishPlain.filter((key) => /\s\S+\s/.test(english.get(key)!));
      const copied = sentences.filter((key) => strings.get(key) === english.get(key));
      expect(copied.length / sentences.length).toBeLessThan(0.03);
    });
  },
);
