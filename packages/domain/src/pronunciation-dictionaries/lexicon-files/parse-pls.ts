import type { PronunciationRuleInput } from "@chorus/contract";
import { XMLParser, XMLValidator } from "fast-xml-parser";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ["lexeme", "grapheme", "phoneme", "alias"].includes(name),
});

type XmlText = string | { "#text"?: string; "@_alphabet"?: string };
interface Lexeme {
  grapheme?: XmlText[];
  alias?: XmlText[];
  phoneme?: XmlText[];
}

const textOf = (node: XmlText | undefined) => (typeof node === "string" ? node : (node?.["#text"] ?? ""));

/**
 * A W3C Pronunciation Lexicon (PLS 1.0) as rules: each grapheme of a lexeme gets the lexeme's first
 * alias, else its first phoneme (in the phoneme's `alphabet` or the lexicon's). PLS has no case or
 * word-boundary switches, so ElevenLabs' defaults (both on) apply. Throws a readable reason.
 */
export function parsePls(xml: string): PronunciationRuleInput[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(xml) as { lexicon?: { lexeme?: Lexeme[]; "@_alphabet"?: string } | "" };
  const lexicon = document.lexicon;
  if (lexicon === undefined) throw new Error("the root element is not <lexicon>");
  if (typeof lexicon === "string") return [];
  const lexiconAlphabet = lexicon["@_alphabet"] ?? "ipa";
  const rules: PronunciationRuleInput[] = [];
  for (const lexeme of lexicon.lexeme ?? []) {
    const alias = lexeme.alias?.[0];
    const phoneme = lexeme.phoneme?.[0];
    for (const grapheme of lexeme.grapheme ?? []) {
      const string_to_replace = textOf(grapheme);
      if (alias !== undefined) rules.push({ type: "alias", string_to_replace, alias: textOf(alias) });
      else if (phoneme !== undefined)
        rules.push({
          type: "phoneme",
          string_to_replace,
          phoneme: textOf(phoneme),
          alphabet: (typeof phoneme === "object" && phoneme["@_alphabet"]) || lexiconAlphabet,
        });
      else rules.push({ type: "alias", string_to_replace, alias: "" });
    }
  }
  return rules;
}
