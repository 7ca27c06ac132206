import type { PronunciationRuleInput } from "@chorus/contract";

/**
 * The plain-text dictionary format: one rule per line, `input = output` (a tab also separates).
 * An output between slashes is an IPA phoneme (`tomato = /təˈmeɪtoʊ/`), `cmu:/T AH0 M EY1 T OW2/` an
 * ARPAbet one, `ipa:/…/` says IPA explicitly, anything else is an alias. Blank lines and lines starting
 * with # are skipped.
 */
export function parseTxt(text: string): PronunciationRuleInput[] {
  const rules: PronunciationRuleInput[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const separator = /\s*(?:=|\t)\s*/.exec(line);
    if (!separator) throw new Error(`line ${index + 1} has no "=" between the text and its pronunciation`);
    const string_to_replace = line.slice(0, separator.index);
    const output = line.slice(separator.index + separator[0].length);
    const phoneme = /^(?:(ipa|cmu|cmu-arpabet|arpabet):)?(\/.*\/)$/i.exec(output);
    if (phoneme)
      rules.push({
        type: "phoneme",
        string_to_replace,
        phoneme: phoneme[2]!,
        alphabet: phoneme[1] ? phoneme[1].toLowerCase() : "ipa",
      });
    else rules.push({ type: "alias", string_to_replace, alias: output });
  });
  return rules;
}
