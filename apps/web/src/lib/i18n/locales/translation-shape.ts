import type { enUS } from "./en-US.ts";

type Widen<T> = { [K in keyof T]?: T[K] extends string ? string : Widen<T[K]> };

/** A translation: any subset of the English keys (missing ones fall back to English). */
export type PartialTranslation = Widen<typeof enUS>;
