import type { enUS } from "./en-US.ts";

/** The CLDR plural categories i18next appends to a key (`_one`, `_few`, …) for `count`. */
type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/** English's plural keys (`x_one`, `x_other`) are given per language in the categories it needs. */
type PluralKey<K> = K extends `${string}_one` | `${string}_other` ? K : never;

/**
 * A complete translation of English strings `T`: every key, with any text; each plural key in the
 * categories the language has (Polish `_one`, `_few`, `_many`, `_other`; Japanese `_other` alone), which
 * `translations.test.ts` checks against the language's own plural rules.
 */
export type Translation<T> = {
  [K in keyof T as K extends PluralKey<K> ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
};

/** Every string of the app in one language. */
export type CompleteTranslation = Translation<typeof enUS>;
