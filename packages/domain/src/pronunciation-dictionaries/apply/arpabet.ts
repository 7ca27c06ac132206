import type { PhonemeAlphabet } from "@chorus/contract";

/**
 * Phonemes in one engine-neutral form: ARPAbet (the CMU Pronouncing Dictionary's symbols), vowels
 * carrying their stress digit (`EY1`). Engines turn these into their own input (eSpeak-NG mnemonics) or
 * into a respelling they can read.
 */
export const arpabetVowels = new Set([
  "AA",
  "AE",
  "AH",
  "AO",
  "AW",
  "AY",
  "EH",
  "ER",
  "EY",
  "IH",
  "IY",
  "OW",
  "OY",
  "UH",
  "UW",
]);
const arpabetConsonants = new Set([
  "B",
  "CH",
  "D",
  "DH",
  "F",
  "G",
  "HH",
  "JH",
  "K",
  "L",
  "M",
  "N",
  "NG",
  "P",
  "R",
  "S",
  "SH",
  "T",
  "TH",
  "V",
  "W",
  "Y",
  "Z",
  "ZH",
]);

/** IPA symbols, longest first when read greedily, with the ARPAbet they stand for (English sounds). */
const ipaSymbols: [string, string][] = [
  ["tʃ", "CH"],
  ["t͡ʃ", "CH"],
  ["dʒ", "JH"],
  ["d͡ʒ", "JH"],
  ["eɪ", "EY"],
  ["aɪ", "AY"],
  ["aʊ", "AW"],
  ["ɔɪ", "OY"],
  ["oʊ", "OW"],
  ["əʊ", "OW"],
  ["ɪə", "IH"],
  ["eə", "EH"],
  ["ʊə", "UH"],
  ["iː", "IY"],
  ["uː", "UW"],
  ["ɑː", "AA"],
  ["ɔː", "AO"],
  ["ɜː", "ER"],
  ["ɝ", "ER"],
  ["ɚ", "ER"],
  ["i", "IY"],
  ["ɪ", "IH"],
  ["ᵻ", "IH"],
  ["ɨ", "IH"],
  ["e", "EH"],
  ["ɛ", "EH"],
  ["æ", "AE"],
  ["a", "AA"],
  ["ɑ", "AA"],
  ["ɒ", "AA"],
  ["ɔ", "AO"],
  ["o", "OW"],
  ["ʊ", "UH"],
  ["u", "UW"],
  ["ʌ", "AH"],
  ["ə", "AH"],
  ["ɐ", "AH"],
  ["ɜ", "ER"],
  ["p", "P"],
  ["b", "B"],
  ["t", "T"],
  ["d", "D"],
  ["k", "K"],
  ["g", "G"],
  ["ɡ", "G"],
  ["f", "F"],
  ["v", "V"],
  ["θ", "TH"],
  ["ð", "DH"],
  ["s", "S"],
  ["z", "Z"],
  ["ʃ", "SH"],
  ["ʒ", "ZH"],
  ["h", "HH"],
  ["m", "M"],
  ["n", "N"],
  ["ŋ", "NG"],
  ["l", "L"],
  ["ɫ", "L"],
  ["ɹ", "R"],
  ["r", "R"],
  ["ɾ", "T"],
  ["j", "Y"],
  ["w", "W"],
  ["ʍ", "W"],
  ["x", "HH"],
  ["c", "K"],
  ["q", "K"],
  ["y", "Y"],
];

/** Marks that carry no sound of their own: syllable breaks, ties, length and syllabicity, glottal stops. */
const ignoredIpa = new Set([".", "\u0361", "\u035c", "\u0329", "\u02d0", "\u02d1", "ʔ", "‿", " ", "-"]);

function ipaToArpabet(ipa: string): string[] {
  const out: string[] = [];
  let stress = 0;
  let at = 0;
  const text = ipa.normalize("NFC");
  while (at < text.length) {
    const char = text[at]!;
    if (char === "ˈ" || char === "'") {
      stress = 1;
      at++;
      continue;
    }
    if (char === "ˌ" || char === ",") {
      stress = 2;
      at++;
      continue;
    }
    const symbol = ipaSymbols.find(([ipaSymbol]) => text.startsWith(ipaSymbol, at));
    if (!symbol) {
      if (!ignoredIpa.has(char)) throw new Error(`unknown IPA symbol "${char}"`);
      at++;
      continue;
    }
    const [written, arpabet] = symbol;
    if (arpabetVowels.has(arpabet)) {
      out.push(`${arpabet}${stress}`);
      stress = 0;
    } else out.push(arpabet);
    at += written.length;
  }
  return out;
}

function readArpabet(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((token) => {
      const base = token.replace(/[012]$/, "");
      if (arpabetVowels.has(base)) return /[012]$/.test(token) ? token : `${base}0`;
      if (arpabetConsonants.has(token)) return token;
      throw new Error(`unknown ARPAbet symbol "${token}"`);
    });
}

/** A rule's phonemes as ARPAbet tokens, or undefined when they hold a symbol Chorus cannot read. */
export function phonemesToArpabet(phoneme: string, alphabet: PhonemeAlphabet): string[] | undefined {
  try {
    const tokens = alphabet === "ipa" ? ipaToArpabet(phoneme) : readArpabet(phoneme);
    return tokens.length > 0 ? tokens : undefined;
  } catch {
    return undefined;
  }
}

const respellings: Record<string, string> = {
  AA: "ah",
  AE: "a",
  AH: "uh",
  AO: "aw",
  AW: "ow",
  AY: "eye",
  EH: "eh",
  ER: "er",
  EY: "ay",
  IH: "ih",
  IY: "ee",
  OW: "oh",
  OY: "oy",
  UH: "u",
  UW: "oo",
  B: "b",
  CH: "ch",
  D: "d",
  DH: "th",
  F: "f",
  G: "g",
  HH: "h",
  JH: "j",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ng",
  P: "p",
  R: "r",
  S: "s",
  SH: "sh",
  T: "t",
  TH: "th",
  V: "v",
  W: "w",
  Y: "y",
  Z: "z",
  ZH: "zh",
};

/**
 * For engines that take no phoneme input (Flite, remote engines): the phonemes spelled as English
 * syllables joined by hyphens (`T AH0 M EY1 T OW2` → "tuh-may-toh"), which a letter-to-sound engine
 * reads close to the intended sounds.
 */
export function respellArpabet(tokens: readonly string[]): string {
  const syllables: string[] = [];
  let onset = "";
  for (const token of tokens) {
    const base = token.replace(/[012]$/, "");
    if (arpabetVowels.has(base)) {
      syllables.push(onset + respellings[base]);
      onset = "";
    } else onset += respellings[base] ?? "";
  }
  if (onset) {
    if (syllables.length > 0) syllables[syllables.length - 1] += onset;
    else syllables.push(onset);
  }
  return syllables.join("-");
}
