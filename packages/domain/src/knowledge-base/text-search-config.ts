import { franc } from "franc-min";

/**
 * PostgreSQL's built-in text-search configurations by ISO 639-3 language (PostgreSQL 15 and the
 * PGlite build both have these): words are stemmed and stop words dropped the way the language
 * needs. Other languages, and text too short to tell, use `simple` (lower-cased words as written).
 */
const configurations: Readonly<Record<string, string>> = {
  ara: "arabic",
  cat: "catalan",
  dan: "danish",
  deu: "german",
  ell: "greek",
  eng: "english",
  eus: "basque",
  fin: "finnish",
  fra: "french",
  gle: "irish",
  hin: "hindi",
  hun: "hungarian",
  hye: "armenian",
  ind: "indonesian",
  ita: "italian",
  lit: "lithuanian",
  nep: "nepali",
  nld: "dutch",
  nob: "norwegian",
  nno: "norwegian",
  por: "portuguese",
  ron: "romanian",
  rus: "russian",
  spa: "spanish",
  srp: "serbian",
  swe: "swedish",
  tam: "tamil",
  tur: "turkish",
  yid: "yiddish",
};

/** How much of a document is read to tell its language (franc needs a few sentences, not a book). */
const sampleCharacters = 20_000;

/** The text-search configuration for a document's text, from the language it is written in. */
export function textSearchConfigFor(text: string): string {
  const language = franc(text.slice(0, sampleCharacters), { minLength: 20 });
  return configurations[language] ?? "simple";
}
