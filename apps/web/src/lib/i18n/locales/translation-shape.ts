import type { enUS } from "./en-US.ts";

/** The CLDR plural categories i18next appends to a key (`_one`, `_few`, …) for `count`. */
type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * English needs only `_one` and `_other`; other languages may need more (Polish: `_few`, `_many`)
 * or fewer (Japanese: `_other` alone). Every plural key of English may be given in any category.
 */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
};

type Widen<T> = { [K in keyof T]?: T[K] extends string ? string : Widen<T[K]> } & PluralForms<T>;

/** A translation: any subset of the English keys (missing ones fall back to English). */
export type PartialTranslation = Widen<typeof enUS>;
