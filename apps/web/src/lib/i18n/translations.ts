import type { UiLocale } from "@chorus/contract";
import { deDE } from "./locales/de-DE.ts";
import { enUS } from "./locales/en-US.ts";
import { esES } from "./locales/es-ES.ts";
import { frFR } from "./locales/fr-FR.ts";
import { hiIN } from "./locales/hi-IN.ts";
import { jaJP } from "./locales/ja-JP.ts";
import { plPL } from "./locales/pl-PL.ts";
import { ptPT } from "./locales/pt-PT.ts";
import { svSE } from "./locales/sv-SE.ts";

/** The interface's strings in each of its nine languages, every one complete (translations.test.ts). */
export const uiTranslations: Record<UiLocale, object> = {
  "en-US": enUS,
  "de-DE": deDE,
  "es-ES": esES,
  "fr-FR": frFR,
  "hi-IN": hiIN,
  "ja-JP": jaJP,
  "pl-PL": plPL,
  "pt-PT": ptPT,
  "sv-SE": svSE,
};
