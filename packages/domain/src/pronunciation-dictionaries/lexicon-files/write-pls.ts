import { phonemeBody } from "@chorus/contract";
import type { PronunciationRule } from "../dictionary-records.ts";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A dictionary version as a W3C Pronunciation Lexicon (PLS 1.0). The lexicon's alphabet is IPA; ARPAbet
 * phonemes say so on their element. Case and word-boundary switches have no PLS equivalent and are left out.
 */
export function writePls(rules: readonly PronunciationRule[], language = "en-US"): string {
  const lexemes = rules.map((rule) => {
    const output =
      rule.type === "alias"
        ? `<alias>${escapeXml(rule.alias)}</alias>`
        : rule.alphabet === "ipa"
          ? `<phoneme>${escapeXml(phonemeBody(rule.phoneme))}</phoneme>`
          : `<phoneme alphabet="${rule.alphabet}">${escapeXml(phonemeBody(rule.phoneme))}</phoneme>`;
    return `  <lexeme>\n    <grapheme>${escapeXml(rule.stringToReplace)}</grapheme>\n    ${output}\n  </lexeme>\n`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" ',
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ',
    'xsi:schemaLocation="http://www.w3.org/2005/01/pronunciation-lexicon http://www.w3.org/TR/2007/CR-pronunciation-lexicon-20071212/pls.xsd" ',
    `alphabet="ipa" xml:lang="${escapeXml(language)}">\n`,
    ...lexemes,
    "</lexicon>\n",
  ].join("");
}
